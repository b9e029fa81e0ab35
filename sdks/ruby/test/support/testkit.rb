# frozen_string_literal: true

require "json"
require "net/http"

# The live service of this test run: the one named by MAILWRIGHT_TESTKIT when the suite
# runs under `launch.mjs -- …`, else one started here with `launch.mjs --serve` and
# stopped (by closing its stdin) when the tests end.
module Testkit
  ROOT = File.expand_path("../../../..", __dir__)
  LAUNCHER = File.join(ROOT, "sdks", "testkit", "launch.mjs")
  SCENARIOS = File.join(ROOT, "sdks", "scenarios.json")

  def self.config
    @config ||= ENV["MAILWRIGHT_TESTKIT"] ? JSON.parse(ENV["MAILWRIGHT_TESTKIT"]) : launch
  end

  def self.launch
    @launcher = IO.popen(["node", LAUNCHER, "--serve"], "r+")
    line = @launcher.gets
    raise "the test launcher ended without describing a service" unless line

    at_exit { stop }
    JSON.parse(line)
  end

  def self.stop
    return unless @launcher

    @launcher.close_write
    Process.wait(@launcher.pid)
    @launcher.close
    @launcher = nil
  end

  def self.faults(method, body = nil)
    uri = URI("#{config.fetch('faults_url')}/__faults")
    request = Net::HTTP.const_get(method.capitalize).new(uri)
    if body
      request["Content-Type"] = "application/json"
      request.body = JSON.generate(body)
    end
    response = Net::HTTP.start(uri.host, uri.port) { |http| http.request(request) }
    raise "fault proxy answered #{response.code}: #{response.body}" unless response.code.start_with?("2")

    response.body.to_s.empty? ? {} : JSON.parse(response.body)
  end

  def self.scenarios
    JSON.parse(File.read(SCENARIOS)).fetch("scenarios")
  end
end
