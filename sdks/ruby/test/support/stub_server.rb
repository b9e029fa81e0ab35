# frozen_string_literal: true

require "json"
require "socket"

# A tiny HTTP server on 127.0.0.1 that answers from a script, for failures a live service
# cannot be made to show: each connection takes the next step, which is a Hash
# (status, headers, body; a Hash or Array body is sent as JSON), :drop (read the request,
# close without answering), or a Proc called with the request that returns either. A
# streamed step's `chunks` may hold :pause, where the server waits two seconds.
class StubServer
  Request = Struct.new(:method, :path, :headers, :body, :at)

  attr_reader :requests

  def initialize(steps)
    @steps = steps.dup
    @requests = []
    @server = TCPServer.new("127.0.0.1", 0)
    @thread = Thread.new { serve }
  end

  def base_url
    "http://127.0.0.1:#{@server.addr[1]}"
  end

  def close
    @thread.kill
    @thread.join
    @server.close
  end

  def self.open(steps)
    server = new(steps)
    yield server
  ensure
    server&.close
  end

  private

  def serve
    loop do
      socket = @server.accept
      begin
        request = read_request(socket)
        @requests << request
        step = @steps.shift || { status: 500, body: { "error" => "stub: no step left" } }
        step = step.call(request) if step.respond_to?(:call)
        answer(socket, step) unless step == :drop
      rescue IOError, SystemCallError
        nil
      ensure
        socket.close unless socket.closed?
      end
    end
  end

  def read_request(socket)
    method, path = socket.gets.to_s.split(" ")
    headers = {}
    while (line = socket.gets) && line != "\r\n"
      name, value = line.split(":", 2)
      headers[name.downcase] = value.strip
    end
    length = headers["content-length"].to_i
    body = length.positive? ? socket.read(length) : nil
    Request.new(method, path, headers, body, Process.clock_gettime(Process::CLOCK_MONOTONIC))
  end

  def answer(socket, step)
    body = step[:body]
    body = JSON.generate(body) if body.is_a?(Hash) || body.is_a?(Array)
    body = body.to_s
    headers = { "Content-Type" => "application/json", "Connection" => "close" }.merge(step[:headers] || {})
    socket.write("HTTP/1.1 #{step[:status] || 200} Stub\r\n")
    headers.each { |name, value| socket.write("#{name}: #{value}\r\n") }
    if step[:chunks]
      socket.write("Transfer-Encoding: chunked\r\n\r\n")
      step[:chunks].each do |chunk|
        next sleep(2) if chunk == :pause

        socket.write("#{chunk.bytesize.to_s(16)}\r\n#{chunk}\r\n")
      end
      socket.write("0\r\n\r\n")
    else
      socket.write("Content-Length: #{body.bytesize}\r\n\r\n#{body}")
    end
  end
end
