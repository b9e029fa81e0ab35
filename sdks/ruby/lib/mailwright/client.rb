# frozen_string_literal: true

require "json"
require "net/http"
require "securerandom"
require "time"
require "uri"

module Mailwright
  # A client of the Mailwright API.
  #
  #   client = Mailwright::Client.new                     # key from MAILWRIGHT_API_KEY
  #   client = Mailwright::Client.new(api_key: "mw_live_…", base_url: "https://mail.example.com")
  #
  # Every method takes `request_options:` (a Hash) to override, for that call only,
  # `timeout`, `max_retries`, `idempotency_key` (POST only) and extra `headers`.
  class Client
    DEFAULT_BASE_URL = "http://localhost:3000"

    # Failures that happen before the request reaches the service: retrying them can
    # never run the request twice.
    CONNECT_ERRORS = [
      Errno::ECONNREFUSED, Errno::EHOSTUNREACH, Errno::ENETUNREACH, Errno::EADDRNOTAVAIL,
      Net::OpenTimeout, SocketError
    ].freeze

    # Every failure of the connection, including those after the request was sent.
    CONNECTION_ERRORS = (CONNECT_ERRORS + [
      Errno::ECONNRESET, Errno::ECONNABORTED, Errno::EPIPE, Errno::ETIMEDOUT, EOFError, IOError,
      Net::ReadTimeout, Net::WriteTimeout, Net::HTTPBadResponse
    ]).freeze

    # Answers worth trying again: the service was busy, limited or failing, and did not
    # keep the request's result.
    RETRY_STATUSES = [408, 429, 500, 502, 503, 504].freeze

    # Before a stream starts, only answers that prove nothing was run are retried.
    STREAM_RETRY_STATUSES = [429, 503].freeze

    TIMEOUT_ERRORS = [Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout, Errno::ETIMEDOUT].freeze

    attr_reader :base_url, :timeout, :max_retries, :max_retry_wait

    # api_key:        the key; defaults to ENV["MAILWRIGHT_API_KEY"].
    # base_url:       where the service runs; defaults to ENV["MAILWRIGHT_BASE_URL"], then
    #                 http://localhost:3000.
    # timeout:        seconds to wait to connect, to send, and for each read of the answer.
    # max_retries:    how many times a failed request is tried again (0 turns retries off).
    # max_retry_wait: the longest Retry-After (seconds) the client waits for by itself; a
    #                 longer one raises at once (a Free plan's daily limit resets in hours).
    # initial_retry_delay, max_retry_delay: the exponential backoff between tries, in
    #                 seconds, before jitter, when the service names no Retry-After.
    def initialize(api_key: nil, base_url: nil, timeout: 60, max_retries: 2, max_retry_wait: 60,
                   initial_retry_delay: 0.5, max_retry_delay: 8.0, default_headers: {})
      @api_key = present(api_key) || present(ENV.fetch("MAILWRIGHT_API_KEY", nil))
      unless @api_key
        raise ArgumentError, "No API key: pass api_key: to Mailwright::Client.new or set MAILWRIGHT_API_KEY."
      end

      @base_url = (present(base_url) || present(ENV.fetch("MAILWRIGHT_BASE_URL", nil)) || DEFAULT_BASE_URL).chomp("/")
      @base_uri = URI(@base_url)
      @timeout = timeout
      @max_retries = max_retries
      @max_retry_wait = max_retry_wait
      @initial_retry_delay = initial_retry_delay
      @max_retry_delay = max_retry_delay
      @default_headers = default_headers
    end

    # POST /v1/generate: writes an email. `context`, `tone`, `recipient` and `purpose`
    # are required unless `template_id` is given. With `stream: true` it returns a
    # Mailwright::EmailStream instead of the response (see #generate_email_stream).
    def generate_email(context: nil, tone: nil, recipient: nil, purpose: nil, additional_notes: nil,
                       recipient_name: nil, sender_name: nil, length: nil, variation: nil, language: nil,
                       template_id: nil, variables: nil, stream: nil, request_options: {})
      body = compact(
        "context" => context, "tone" => tone, "recipient" => recipient, "purpose" => purpose,
        "additional_notes" => additional_notes, "recipient_name" => recipient_name,
        "sender_name" => sender_name, "length" => length, "variation" => variation,
        "language" => language, "template_id" => template_id, "variables" => variables
      )
      if stream
        if request_options[:idempotency_key]
          raise ArgumentError, "A streamed generate cannot carry an Idempotency-Key (the service refuses it)."
        end

        return EmailStream.new(self, "/v1/generate", body.merge("stream" => true), request_options)
      end

      body["stream"] = false unless stream.nil?
      request(:post, "/v1/generate", body: body, options: request_options)
    end

    # POST /v1/generate with `"stream": true`: a Mailwright::EmailStream of `delta` events
    # (pieces of the body as they are written) ending in one `done` event that carries the
    # whole response. Errors found before the first event raise here.
    def generate_email_stream(request_options: {}, **params)
      generate_email(**params, stream: true, request_options: request_options)
    end

    # GET /v1/templates: one page of the catalog.
    def list_templates(category: nil, limit: nil, offset: nil, request_options: {})
      query = compact("category" => category, "limit" => limit, "offset" => offset)
      request(:get, "/v1/templates", query: query, options: request_options)
    end

    # Every template (of one category), fetching page after page while `has_more`.
    def each_template(category: nil, page_size: 100, request_options: {}, &block)
      return enum_for(:each_template, category: category, page_size: page_size, request_options: request_options) unless block

      offset = 0
      loop do
        page = list_templates(category: category, limit: page_size, offset: offset, request_options: request_options)
        page.templates.each(&block)
        break if !page.pagination.has_more || page.templates.empty?

        offset += page.templates.length
      end
    end

    # GET /v1/templates/{id}: one template.
    def get_template(id, request_options: {})
      request(:get, "/v1/templates/#{URI.encode_www_form_component(id.to_s)}", options: request_options)
    end

    # POST /v1/improve: fixes and rewrites a draft; returns the improved email and every change.
    def improve_email(content:, improvements: nil, tone: nil, request_options: {})
      body = compact("content" => content, "improvements" => improvements, "tone" => tone)
      request(:post, "/v1/improve", body: body, options: request_options)
    end

    # GET /v1/usage: requests, tokens and credits over a period, the rate-limit state and
    # the credit balance. `start` and `end` (Time or RFC 3339 strings) give a custom span.
    def get_usage(period: nil, granularity: nil, start: nil, end: nil, request_options: {})
      finish = binding.local_variable_get(:end)
      query = compact("period" => period, "granularity" => granularity,
                      "start" => timestamp(start), "end" => timestamp(finish))
      request(:get, "/v1/usage", query: query, options: request_options)
    end

    # Low level: sends one logical request to any path, retrying it when that is safe and
    # useful. A POST carries one Idempotency-Key for all its tries, so the service runs and
    # charges it once.
    def request(method, path, query: nil, body: nil, options: {})
      headers = { "Accept" => "application/json" }
      if method == :post
        headers["Idempotency-Key"] = options[:idempotency_key] || "mw-#{SecureRandom.uuid}"
      end
      with_retries(options) do
        response = send_request(method, path, query, body, headers, options)
        [response, parse_json(response)]
      end
    end

    # Used by EmailStream: opens a streamed request and yields the Net::HTTP response once
    # it answered 2xx. A stream carries no Idempotency-Key (the service refuses one), so it
    # is tried again only when that cannot run it twice: a failure to connect, or a 429 or
    # 503 before the stream started.
    def open_stream(path, body, options, &block)
      headers = { "Accept" => "text/event-stream" }
      attempts = 0
      loop do
        delay = begin
          retry_after = try_stream(path, body, headers, options, attempts, &block)
          return unless retry_after

          retry_after
        rescue *CONNECT_ERRORS => e
          raise connection_error(e) if attempts >= max_retries_for(options)

          backoff(attempts)
        rescue *CONNECTION_ERRORS => e
          raise connection_error(e)
        end
        sleep(delay)
        attempts += 1
      end
    end

    def user_agent
      "mailwright-ruby/#{VERSION} ruby/#{RUBY_VERSION}"
    end

    # Shows the settings, never the key (a client may end up in a log).
    def inspect
      "#<#{self.class.name} base_url=#{@base_url.inspect} timeout=#{@timeout} max_retries=#{@max_retries}>"
    end

    private

    # One try of a streamed request: nil once the stream was read, the delay before the
    # next try when an error status may be tried again; other errors raise.
    def try_stream(path, body, headers, options, attempts)
      http = start_http(options)
      http.request(build_request(:post, path, nil, body, headers, options)) do |response|
        status = response.code.to_i
        if status >= 300
          error = APIStatusError.from_response(status: status, body: parse_json(response), headers: header_hash(response))
          delay = retry_delay(error, attempts, options, streaming: true)
          raise error unless delay

          return delay
        end
        yield response, http
      end
      nil
    ensure
      http.finish if http&.started?
    end

    def with_retries(options)
      attempts = 0
      loop do
        begin
          response, json = yield
        rescue *CONNECTION_ERRORS => e
          raise connection_error(e) if attempts >= max_retries_for(options)

          sleep(backoff(attempts))
          attempts += 1
          next
        end
        status = response.code.to_i
        headers = header_hash(response)
        return Response.new(json, http_status: status, http_headers: headers) if status < 300

        error = APIStatusError.from_response(status: status, body: json, headers: headers)
        delay = retry_delay(error, attempts, options)
        raise error unless delay

        sleep(delay)
        attempts += 1
      end
    end

    # How long to wait before trying again after this error, or nil not to try again.
    def retry_delay(error, attempts, options, streaming: false)
      return nil if attempts >= max_retries_for(options)
      return nil unless retryable_status?(error, streaming: streaming)

      wait = Mailwright.parse_retry_after(error.headers["retry-after"])
      return nil if wait && wait > (options[:max_retry_wait] || @max_retry_wait)

      wait || backoff(attempts)
    end

    def retryable_status?(error, streaming: false)
      status = error.status.to_i
      return STREAM_RETRY_STATUSES.include?(status) if streaming

      RETRY_STATUSES.include?(status) || (status == 409 && error.code == "idempotency_request_in_progress")
    end

    # Exponential backoff with full jitter: a random wait up to 0.5 s, 1 s, 2 s … (at most
    # max_retry_delay), so that many clients do not retry in step.
    def backoff(attempts)
      rand * [@initial_retry_delay * (2**attempts), @max_retry_delay].min
    end

    def max_retries_for(options)
      options.fetch(:max_retries, @max_retries)
    end

    def connection_error(cause)
      if TIMEOUT_ERRORS.any? { |klass| cause.is_a?(klass) }
        APITimeoutError.new("The request to the Mailwright API timed out (#{cause.class}).")
      else
        APIConnectionError.new("Could not reach the Mailwright API at #{@base_url}: #{cause.message} (#{cause.class}).")
      end
    end

    def send_request(method, path, query, body, headers, options)
      http = start_http(options)
      begin
        http.request(build_request(method, path, query, body, headers, options))
      ensure
        http.finish if http.started?
      end
    end

    def start_http(options)
      timeout = options.fetch(:timeout, @timeout)
      http = Net::HTTP.new(@base_uri.host, @base_uri.port)
      http.use_ssl = @base_uri.scheme == "https"
      http.open_timeout = timeout
      http.read_timeout = timeout
      http.write_timeout = timeout
      # Net::HTTP would silently send a GET again after a timeout; retries are ours to count.
      http.max_retries = 0
      http.start
      http
    end

    def build_request(method, path, query, body, headers, options)
      uri = URI("#{@base_url}#{path}")
      uri.query = URI.encode_www_form(query) if query && !query.empty?
      req = method == :post ? Net::HTTP::Post.new(uri) : Net::HTTP::Get.new(uri)
      req["Authorization"] = "Bearer #{@api_key}"
      req["User-Agent"] = user_agent
      @default_headers.merge(headers).merge(options[:headers] || {}).each { |name, value| req[name] = value }
      if body
        req["Content-Type"] = "application/json"
        req.body = JSON.generate(body)
      end
      req
    end

    def parse_json(response)
      text = response.body.to_s
      return {} if text.empty?

      JSON.parse(text)
    rescue JSON::ParserError
      { "raw_body" => text }
    end

    def header_hash(response)
      response.each_header.to_h
    end

    def compact(hash)
      hash.reject { |_, value| value.nil? }
    end

    def present(value)
      value.nil? || value.to_s.strip.empty? ? nil : value.to_s
    end

    def timestamp(value)
      value.respond_to?(:iso8601) ? value.utc.iso8601 : value
    end
  end
end
