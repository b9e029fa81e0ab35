# frozen_string_literal: true

require_relative "../test_helper"
require_relative "../support/stub_server"

class ClientTest < Minitest::Test
  GENERATED = {
    "success" => true, "engine" => "builtin",
    "email" => { "subject" => "Hello", "content" => "Hi there.", "tone" => "friendly", "word_count" => 2 },
    "usage" => { "tokens_used" => 12, "remaining_credits" => 88 }
  }.freeze

  def envelope(status, type, code, headers: {}, param: nil, details: nil)
    error = { "type" => type, "code" => code, "message" => "#{code} happened" }
    error["param"] = param if param
    error["details"] = details if details
    { status: status, headers: headers, body: { "success" => false, "error" => error, "request_id" => "req_#{code}" } }
  end

  def client(server, **options)
    Mailwright::Client.new(api_key: "mw_test_key", base_url: server.base_url, initial_retry_delay: 0.01, **options)
  end

  def generate(client)
    client.generate_email(context: "c", tone: "friendly", recipient: "team", purpose: "welcome")
  end

  def test_a_retried_post_keeps_one_idempotency_key
    StubServer.open([envelope(503, "api_error", "service_unavailable"), :drop, { body: GENERATED }]) do |server|
      response = generate(client(server))
      assert_equal "Hello", response.email.subject
      keys = server.requests.map { |request| request.headers["idempotency-key"] }
      assert_equal 3, keys.length
      assert_match(/\Amw-[0-9a-f-]{36}\z/, keys.first)
      assert_equal [keys.first], keys.uniq
    end
  end

  def test_each_logical_post_gets_its_own_key_and_a_callers_key_is_kept
    StubServer.open([{ body: GENERATED }, { body: GENERATED }, { body: GENERATED }]) do |server|
      c = client(server)
      generate(c)
      generate(c)
      c.improve_email(content: "draft", request_options: { idempotency_key: "order-4711" })
      keys = server.requests.map { |request| request.headers["idempotency-key"] }
      refute_equal keys[0], keys[1]
      assert_equal "order-4711", keys[2]
    end
  end

  def test_gets_carry_no_idempotency_key_and_send_the_query
    StubServer.open([{ body: { "success" => true } }]) do |server|
      client(server).get_usage(period: "week", granularity: "day", start: Time.utc(2026, 1, 1), end: "2026-01-08T00:00:00Z")
      request = server.requests.first
      assert_nil request.headers["idempotency-key"]
      assert_equal "/v1/usage?period=week&granularity=day&start=2026-01-01T00%3A00%3A00Z&end=2026-01-08T00%3A00%3A00Z",
                   request.path
    end
  end

  def test_retry_after_is_waited_for
    StubServer.open([envelope(429, "rate_limit_error", "rate_limit_exceeded", headers: { "Retry-After" => "1" }),
                     { body: GENERATED }]) do |server|
      generate(client(server))
      gap = server.requests[1].at - server.requests[0].at
      assert_operator gap, :>=, 0.95
    end
  end

  def test_a_retry_after_longer_than_max_retry_wait_raises_at_once
    StubServer.open([envelope(429, "rate_limit_error", "rate_limit_exceeded", headers: { "Retry-After" => "3600" })]) do |server|
      error = assert_raises(Mailwright::RateLimitError) { generate(client(server, max_retry_wait: 5)) }
      assert_equal 3600, error.retry_after
      assert_equal "req_rate_limit_exceeded", error.request_id
      assert_equal 1, server.requests.length
    end
  end

  def test_errors_that_retrying_cannot_fix_are_not_retried
    [envelope(400, "invalid_request_error", "invalid_parameter"), envelope(401, "authentication_error", "invalid_api_key"),
     envelope(402, "billing_error", "insufficient_credits"), envelope(422, "invalid_request_error", "idempotency_key_reused"),
     envelope(501, "api_error", "not_implemented")].each do |step|
      StubServer.open([step, { body: GENERATED }]) do |server|
        assert_raises(Mailwright::APIStatusError) { generate(client(server)) }
        assert_equal 1, server.requests.length, "#{step[:status]} is not retried"
      end
    end
  end

  def test_retries_stop_after_max_retries_with_the_last_error
    steps = [500, 502, 504].map { |status| envelope(status, "api_error", "error_#{status}") }
    StubServer.open(steps) do |server|
      error = assert_raises(Mailwright::APIError) { client(server, max_retries: 2).list_templates }
      assert_equal [504, "error_504"], [error.status, error.code]
      assert_equal 3, server.requests.length
    end
  end

  def test_per_call_max_retries_overrides_the_client
    StubServer.open([envelope(503, "api_error", "service_unavailable"), { body: GENERATED }]) do |server|
      assert_raises(Mailwright::APIError) { client(server).list_templates(request_options: { max_retries: 0 }) }
      assert_equal 1, server.requests.length
    end
  end

  def test_an_idempotency_request_in_progress_is_retried
    StubServer.open([envelope(409, "invalid_request_error", "idempotency_request_in_progress"), { body: GENERATED }]) do |server|
      assert_equal "Hello", generate(client(server)).email.subject
    end
  end

  def test_each_envelope_type_raises_its_class
    {
      envelope(400, "invalid_request_error", "invalid_parameter", param: "tone",
                                                                 details: [{ "param" => "tone", "code" => "invalid_parameter", "message" => "no" }]) => Mailwright::InvalidRequestError,
      envelope(401, "authentication_error", "invalid_api_key") => Mailwright::AuthenticationError,
      envelope(403, "permission_error", "forbidden") => Mailwright::PermissionDeniedError,
      envelope(404, "invalid_request_error", "template_not_found") => Mailwright::NotFoundError,
      envelope(402, "billing_error", "insufficient_credits") => Mailwright::InsufficientCreditsError,
      envelope(429, "rate_limit_error", "rate_limit_exceeded", headers: { "Retry-After" => "86400" }) => Mailwright::RateLimitError,
      envelope(500, "api_error", "internal_error") => Mailwright::APIError
    }.each do |step, klass|
      StubServer.open([step]) do |server|
        error = assert_raises(klass) { client(server, max_retries: 0).list_templates }
        assert_instance_of klass, error
        assert_kind_of Mailwright::MailwrightError, error
        assert_equal [step[:status], step[:body]["error"]["code"], step[:body]["request_id"]], [error.status, error.code, error.request_id]
        next unless klass == Mailwright::InvalidRequestError

        assert_equal "tone", error.param
        assert_equal "tone", error.details.first.param
      end
    end
  end

  def test_an_answer_without_an_envelope_is_classed_by_its_status
    { 405 => Mailwright::InvalidRequestError, 404 => Mailwright::NotFoundError, 403 => Mailwright::PermissionDeniedError,
      429 => Mailwright::RateLimitError, 401 => Mailwright::AuthenticationError, 418 => Mailwright::InvalidRequestError,
      402 => Mailwright::InsufficientCreditsError, 500 => Mailwright::APIError }.each do |status, klass|
      StubServer.open([{ status: status, headers: { "Content-Type" => "text/plain" }, body: "no" }]) do |server|
        assert_instance_of klass, assert_raises(Mailwright::APIStatusError) { client(server, max_retries: 0).list_templates }
      end
    end
  end

  def test_an_answer_without_an_envelope_is_an_api_error_with_the_header_request_id
    StubServer.open([{ status: 502, headers: { "Content-Type" => "text/html", "X-Request-Id" => "req_proxy" }, body: "<h1>Bad gateway</h1>" }]) do |server|
      error = assert_raises(Mailwright::APIError) { client(server, max_retries: 0).list_templates }
      assert_equal [502, "req_proxy"], [error.status, error.request_id]
    end
  end

  def test_a_slow_answer_raises_the_timeout_error
    slow = lambda do |_request|
      sleep 1.5
      { body: GENERATED }
    end
    StubServer.open([slow]) do |server|
      # The answer comes after 1.5 s: a client that waited for it would not raise.
      assert_raises(Mailwright::APITimeoutError) { client(server, timeout: 0.3, max_retries: 0).list_templates }
      assert_equal 1, server.requests.length
    end
  end

  def test_a_refused_connection_is_retried_then_raised
    port = TCPServer.open("127.0.0.1", 0) { |probe| probe.addr[1] }
    c = Mailwright::Client.new(api_key: "k", base_url: "http://127.0.0.1:#{port}", max_retries: 1, initial_retry_delay: 0.01)
    error = assert_raises(Mailwright::APIConnectionError) { c.get_usage }
    refute_kind_of Mailwright::APITimeoutError, error
  end

  def test_headers_name_the_sdk_and_the_key
    StubServer.open([{ body: { "success" => true, "template" => { "id" => "a b" } } }]) do |server|
      client(server).get_template("a b/c")
      request = server.requests.first
      assert_match %r{\Amailwright-ruby/\d+\.\d+\.\d+ ruby/}, request.headers["user-agent"]
      assert_equal "Bearer mw_test_key", request.headers["authorization"]
      assert_equal "/v1/templates/a+b%2Fc", request.path
    end
  end

  def test_key_and_base_url_come_from_the_environment
    saved = ENV.to_h.slice("MAILWRIGHT_API_KEY", "MAILWRIGHT_BASE_URL")
    ENV["MAILWRIGHT_API_KEY"] = "mw_test_from_env"
    ENV["MAILWRIGHT_BASE_URL"] = "http://127.0.0.1:9/"
    c = Mailwright::Client.new
    assert_equal "http://127.0.0.1:9", c.base_url
    ENV.delete("MAILWRIGHT_BASE_URL")
    assert_equal "http://localhost:3000", Mailwright::Client.new.base_url
    ENV.delete("MAILWRIGHT_API_KEY")
    assert_raises(ArgumentError) { Mailwright::Client.new }
  ensure
    %w[MAILWRIGHT_API_KEY MAILWRIGHT_BASE_URL].each { |name| ENV[name] = saved[name] }
  end

  def test_inspect_never_shows_the_key
    c = Mailwright::Client.new(api_key: "mw_test_secret", base_url: "http://127.0.0.1:9")
    refute_includes c.inspect, "mw_test_secret"
    assert_includes c.inspect, "http://127.0.0.1:9"
  end

  def test_only_given_fields_are_sent
    StubServer.open([{ body: GENERATED }]) do |server|
      client(server).generate_email(template_id: "sales-follow-up-after-demo", variables: { "product_name" => "X" }, variation: 0)
      assert_equal({ "template_id" => "sales-follow-up-after-demo", "variables" => { "product_name" => "X" }, "variation" => 0 },
                   JSON.parse(server.requests.first.body))
    end
  end

  def test_a_response_reads_as_methods_and_as_a_hash
    StubServer.open([{ headers: { "X-Request-Id" => "req_1", "Idempotent-Replayed" => "true" }, body: GENERATED }]) do |server|
      response = generate(client(server))
      assert_equal "Hello", response.email.subject
      assert_equal "Hello", response[:email]["subject"]
      assert_equal GENERATED, response.to_h
      assert_equal "req_1", response.request_id
      assert response.idempotent_replayed?
      assert_raises(NoMethodError) { response.email.nonexistent }
    end
  end
end

class RetryAfterTest < Minitest::Test
  def test_seconds_and_http_dates
    assert_equal 120, Mailwright.parse_retry_after("120")
    assert_in_delta 30, Mailwright.parse_retry_after((Time.now + 30).httpdate), 1.5
    assert_equal 0, Mailwright.parse_retry_after((Time.now - 30).httpdate)
    assert_nil Mailwright.parse_retry_after("soon")
    assert_nil Mailwright.parse_retry_after(nil)
  end
end
