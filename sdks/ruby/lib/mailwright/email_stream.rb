# frozen_string_literal: true

module Mailwright
  # One server-sent event of a streamed generate: a `delta` (the next piece of the
  # body, in `content`) or, last, `done` (the whole response, in `response`).
  StreamEvent = Struct.new(:type, :content, :response) do
    def delta?
      type == :delta
    end

    def done?
      type == :done
    end
  end

  # A streamed POST /v1/generate. Enumerable over its StreamEvents:
  #
  #   stream = client.generate_email_stream(context: "…", tone: "friendly", recipient: "team", purpose: "announcement")
  #   stream.each { |event| print event.content if event.delta? }
  #   stream.final_response.email.subject
  #
  # or only the text with `stream.text_deltas.each { |piece| print piece }`. The request
  # is sent when the stream is made, so a 400, 401, 402 or 429 raises there; an `error`
  # event raises the error it carries while iterating. A stream is read once.
  class EmailStream
    include Enumerable

    # The whole response, once the `done` event has been read (nil before).
    attr_reader :response

    def initialize(client, path, body, request_options)
      @http = nil
      @events = Enumerator.new do |yielder|
        client.open_stream(path, body, request_options) do |http_response, http|
          @http = http
          read_events(http_response) { |event| yielder << event }
        end
      end
      @events.peek
    rescue StopIteration
      raise APIConnectionError, "The stream ended before its first event."
    end

    def each
      return enum_for(:each) unless block_given?

      loop { yield @events.next }
      self
    end

    # The pieces of the body, as strings.
    def text_deltas
      return enum_for(:text_deltas) unless block_given?

      each { |event| yield event.content if event.delta? }
    end

    # Reads what is left of the stream and returns the whole response.
    def final_response
      each { |_event| nil } unless @response
      @response
    end

    # Stops reading and closes the connection; the service stops writing and charges only
    # the tokens used so far.
    def close
      @http&.finish if @http&.started?
    rescue IOError
      nil
    end

    private

    def read_events(http_response)
      headers = http_response.each_header.to_h
      buffer = String.new(encoding: Encoding::BINARY)
      finished = false
      http_response.read_body do |chunk|
        buffer << chunk
        while (match = buffer.match(/\r?\n\r?\n/))
          block = buffer.slice!(0, match.end(0)).force_encoding(Encoding::UTF_8)
          event = parse_event(block, http_response.code.to_i, headers)
          next unless event

          finished = true if event.done?
          yield event
        end
      end
      raise APIConnectionError, "The stream ended before its done event." unless finished
    end

    def parse_event(block, status, headers)
      name = "message"
      data = []
      block.split(/\r?\n/).each do |line|
        next if line.empty? || line.start_with?(":")

        field, value = line.split(":", 2)
        value = value.to_s.delete_prefix(" ")
        name = value if field == "event"
        data << value if field == "data"
      end
      return nil if data.empty?

      payload = JSON.parse(data.join("\n"))
      case name
      when "delta" then StreamEvent.new(:delta, payload["content"].to_s, nil)
      when "done"
        @response = Response.new(payload, http_status: status, http_headers: headers)
        StreamEvent.new(:done, nil, @response)
      when "error"
        raise APIStatusError.from_response(status: nil, body: payload, headers: headers)
      end
    end
  end
end
