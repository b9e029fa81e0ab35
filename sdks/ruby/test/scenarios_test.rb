# frozen_string_literal: true

require_relative "test_helper"
require_relative "support/testkit"
require "securerandom"

# Runs sdks/scenarios.json (the scenarios every Mailwright SDK shares) against a live
# service, through the gem's public API only.
class ScenariosTest < Minitest::Test
  ERROR_CLASSES = {
    "authentication" => Mailwright::AuthenticationError,
    "permission" => Mailwright::PermissionDeniedError,
    "invalid_request" => Mailwright::InvalidRequestError,
    "not_found" => Mailwright::NotFoundError,
    "insufficient_credits" => Mailwright::InsufficientCreditsError,
    "rate_limit" => Mailwright::RateLimitError,
    "api" => Mailwright::APIError,
    "connection" => Mailwright::APIConnectionError,
    "timeout" => Mailwright::APITimeoutError
  }.freeze

  # The expectations this suite knows how to check; a scenario with another one fails.
  KNOWN_EXPECTATIONS = %w[result error proxy_log paging rate_limit ledger replay reuse stream].freeze

  # Every scenario id this suite implements (each has a test named after it).
  IMPLEMENTED = %w[
    seed_example generate_with_options generate_from_template improve_email improve_minimal
    list_templates_page list_templates_category paging_templates get_template
    get_template_not_found get_usage client_from_environment invalid_request_details
    missing_required_fields authentication_error insufficient_credits rate_limit_exhausted
    rate_limit_retry server_error_retry retries_exhausted network_failure_not_charged_twice
    idempotent_replay idempotency_key_reused stream stream_error_before_start timeout
    connection_error user_agent
  ].freeze

  SCENARIOS = Testkit.scenarios.to_h { |scenario| [scenario.fetch("id"), scenario] }

  def test_every_scenario_is_implemented
    assert_empty SCENARIOS.keys - IMPLEMENTED, "scenarios.json has scenarios this suite does not run"
    assert_empty IMPLEMENTED - SCENARIOS.keys, "this suite runs scenarios that scenarios.json no longer has"
  end

  IMPLEMENTED.each do |id|
    define_method("test_#{id}") { run_scenario(SCENARIOS.fetch(id) { flunk "no scenario #{id} in scenarios.json" }) }
  end

  private

  def kit
    Testkit.config
  end

  def run_scenario(scenario)
    expect = scenario.fetch("expect")
    unknown = expect.keys - KNOWN_EXPECTATIONS
    assert_empty unknown, "expectations this suite cannot check"

    if scenario["via"] == "faults"
      Testkit.faults(:delete)
      Testkit.faults(:post, { "faults" => scenario["faults"] }) unless scenario.fetch("faults", []).empty?
    end

    return check_rate_limit(scenario) if expect["rate_limit"]
    return check_paging(scenario) if expect["paging"]
    return check_replay(scenario) if expect["replay"]
    return check_reuse(scenario) if expect["reuse"]
    return check_stream(scenario) if expect["stream"]

    result = nil
    if expect["error"]
      error = assert_raises(Mailwright::MailwrightError) { perform(scenario) }
      check_error(expect["error"], error)
    else
      result = perform(scenario)
      check_result(expect["result"], result.to_h) if expect["result"]
    end
    check_proxy_log(expect["proxy_log"]) if expect["proxy_log"]
    check_ledger(scenario, result) if expect["ledger"]
  end

  def client_for(scenario, **overrides)
    options = {}
    settings = scenario.fetch("client", {})
    options[:max_retries] = settings["max_retries"] if settings.key?("max_retries")
    options[:timeout] = settings["timeout_ms"] / 1000.0 if settings.key?("timeout_ms")
    options.merge!(overrides)
    return client_from_environment(options) if scenario["key"] == "environment"

    Mailwright::Client.new(api_key: key(scenario["key"]), base_url: base_url(scenario["via"]), **options)
  end

  def client_from_environment(options)
    saved = ENV.to_h.slice("MAILWRIGHT_API_KEY", "MAILWRIGHT_BASE_URL")
    ENV["MAILWRIGHT_API_KEY"] = kit["keys"]["main"]
    ENV["MAILWRIGHT_BASE_URL"] = kit["base_url"]
    Mailwright::Client.new(**options)
  ensure
    %w[MAILWRIGHT_API_KEY MAILWRIGHT_BASE_URL].each { |name| ENV[name] = saved[name] }
  end

  def key(name)
    return "mw_test_#{'0' * 43}" if name == "invalid"

    kit.fetch("keys").fetch(name)
  end

  def base_url(via)
    { "faults" => kit["faults_url"], "closed" => kit["closed_url"] }.fetch(via, kit["base_url"])
  end

  def random(text)
    text.gsub("<random>") { SecureRandom.hex(8) }
  end

  # The call, as a program written from the README would make it.
  def perform(scenario, client: client_for(scenario), params: nil, idempotency_key: nil)
    call = scenario.fetch("call")
    params = (params || call.fetch("params")).transform_keys(&:to_sym)
    options = {}
    options[:idempotency_key] = idempotency_key || random(call["idempotency_key"]) if call["idempotency_key"]
    case call.fetch("operation")
    when "generateEmail"
      if call["stream"]
        client.generate_email_stream(**params, request_options: options)
      else
        client.generate_email(**params, request_options: options)
      end
    when "improveEmail" then client.improve_email(**params, request_options: options)
    when "listTemplates" then client.list_templates(**params)
    when "getTemplate" then client.get_template(params.delete(:id), **params)
    when "getUsage" then client.get_usage(**params)
    else flunk "unknown operation #{call['operation']}"
    end
  end

  # --- matchers -------------------------------------------------------------------

  def values_at(value, path)
    path.split(".").reduce([value]) do |values, segment|
      values.flat_map do |current|
        if segment == "*"
          assert_kind_of Array, current, "#{path}: * needs an array"
          refute_empty current, "#{path}: * needs at least one element"
          current
        elsif current.is_a?(Array)
          [current.fetch(Integer(segment))]
        else
          assert_kind_of Hash, current, "#{path}: #{segment} of a non-object"
          assert current.key?(segment), "#{path}: no field #{segment}"
          [current[segment]]
        end
      end
    end
  end

  def check_result(matchers, json)
    matchers.each do |matcher|
      path = matcher.fetch("path")
      values_at(json, path).each do |value|
        assert_equal matcher["equals"], value, path if matcher.key?("equals")
        assert_includes value, matcher["contains"], path if matcher.key?("contains")
        assert_includes matcher["one_of"], value, path if matcher.key?("one_of")
        assert_operator value, :>=, matcher["min"], path if matcher.key?("min")
        assert_equal matcher["length"], value.length, path if matcher.key?("length")
        check_is(matcher["is"], value, path) if matcher.key?("is")
      end
    end
  end

  def check_is(kind, value, path)
    case kind
    when "nonempty_string" then assert(value.is_a?(String) && !value.empty?, "#{path} is not a non-empty string")
    when "integer" then assert_kind_of Integer, value, path
    when "positive_integer" then assert(value.is_a?(Integer) && value.positive?, "#{path} is not a positive integer")
    when "nonempty_array" then assert(value.is_a?(Array) && !value.empty?, "#{path} is not a non-empty array")
    else flunk "unknown matcher is: #{kind}"
    end
  end

  def check_error(expected, error)
    klass = ERROR_CLASSES.fetch(expected.fetch("kind"))
    assert_kind_of klass, error
    assert_equal expected["status"], error.status if expected.key?("status")
    assert_equal expected["type"], error.type if expected.key?("type")
    assert_equal expected["code"], error.code if expected.key?("code")
    assert_includes expected["param_is_one_of"], error.param if expected.key?("param_is_one_of")
    assert_operator error.details.length, :>=, expected["details_min"] if expected.key?("details_min")
    assert_includes error.message, expected["message_contains"] if expected.key?("message_contains")
    assert error.request_id.to_s.start_with?(expected["request_id_prefix"]) if expected.key?("request_id_prefix")
    return unless error.is_a?(Mailwright::APIStatusError)

    assert_match(/\S/, error.request_id.to_s, "an error with a status carries its request id")
  end

  def check_proxy_log(expected)
    log = Testkit.faults(:get).fetch("requests")
    assert_equal expected["requests"], log.length, "requests through the proxy" if expected.key?("requests")
    if expected["same_idempotency_key"]
      keys = log.map { |entry| entry["idempotency_key"] }
      assert_match(/\S/, keys.first.to_s)
      assert_equal [keys.first], keys.uniq
    end
    assert_operator log[1]["at"] - log[0]["at"], :>=, expected["min_gap_ms"] if expected.key?("min_gap_ms")
    assert_equal true, log[1]["replayed"] if expected["second_replayed"]
    if expected.key?("user_agent_matches")
      log.each { |entry| assert_match Regexp.new(expected["user_agent_matches"]), entry["user_agent"] }
    end
    log.each { |entry| assert_equal expected["authorization_scheme"], entry["authorization_scheme"] } if expected.key?("authorization_scheme")
  end

  def check_ledger(scenario, result)
    assert_equal result.usage.tokens_used, kit["ledger_credits"] - result.usage.remaining_credits,
                 "charged exactly the tokens used, once"
    usage = Mailwright::Client.new(api_key: key(scenario["key"]), base_url: kit["base_url"]).get_usage
    assert_equal result.usage.remaining_credits, usage.credits.remaining
  end

  # --- procedures -------------------------------------------------------------------

  def check_rate_limit(scenario)
    allowed = scenario.dig("expect", "rate_limit", "allowed")
    no_retries = client_for(scenario, max_retries: 0)
    allowed.times { assert_equal true, perform(scenario, client: no_retries).success }
    started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    error = assert_raises(Mailwright::RateLimitError) { perform(scenario, client: client_for(scenario)) }
    elapsed = Process.clock_gettime(Process::CLOCK_MONOTONIC) - started
    assert_equal [429, "rate_limit_error", "rate_limit_exceeded"], [error.status, error.type, error.code]
    assert_kind_of Integer, error.retry_after
    assert_operator error.retry_after, :>, 60
    assert_match(/\S/, error.request_id.to_s)
    assert_operator elapsed, :<, 10, "a Retry-After beyond max_retry_wait is raised at once, not waited for"
  end

  def check_paging(scenario)
    page_size = scenario.dig("expect", "paging", "page_size")
    client = client_for(scenario)
    first = perform(scenario, client: client)
    ids = client.each_template(page_size: page_size).map(&:id)
    pages_fetched = 0
    offset = 0
    loop do
      page = client.list_templates(limit: page_size, offset: offset)
      pages_fetched += 1
      offset += page_size
      break unless page.pagination.has_more
    end
    assert_equal first.pagination.total, ids.length
    assert_equal ids.length, ids.uniq.length, "every template once"
    assert_operator pages_fetched, :>=, 2
  end

  def check_replay(scenario)
    client = client_for(scenario)
    idempotency_key = random(scenario.dig("call", "idempotency_key"))
    first = perform(scenario, client: client, idempotency_key: idempotency_key)
    second = perform(scenario, client: client, idempotency_key: idempotency_key)
    %w[subject content].each { |field| assert_equal first.email[field], second.email[field] }
    %w[tokens_used remaining_credits].each { |field| assert_equal first.usage[field], second.usage[field] }
    assert second.idempotent_replayed?
    check_ledger(scenario, second)
  end

  def check_reuse(scenario)
    reuse = scenario.dig("expect", "reuse")
    client = client_for(scenario)
    idempotency_key = random(scenario.dig("call", "idempotency_key"))
    assert_equal true, perform(scenario, client: client, idempotency_key: idempotency_key).success
    error = assert_raises(Mailwright::MailwrightError) do
      perform(scenario, client: client, params: reuse.fetch("second_params"), idempotency_key: idempotency_key)
    end
    check_error(reuse.fetch("error"), error)
  end

  def check_stream(scenario)
    stream = perform(scenario)
    deltas = []
    final = nil
    stream.each do |event|
      if event.delta?
        refute_empty event.content
        deltas << event.content
      else
        assert event.done?
        final = event.response
      end
    end
    assert_operator deltas.length, :>=, scenario.dig("expect", "stream", "min_deltas")
    refute_nil final, "the stream ends with the whole response"
    assert_equal final.email.content, deltas.join
    refute_empty final.email.subject
    assert_operator final.usage.tokens_used, :>, 0
    assert_same final, stream.final_response
  end
end
