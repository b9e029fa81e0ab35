# frozen_string_literal: true

require_relative "../test_helper"
require_relative "../support/stub_server"

class EmailStreamTest < Minitest::Test
  DONE = {
    "success" => true, "engine" => "builtin",
    "email" => { "subject" => "Hi", "content" => "Dear Dana,\n\nThanks — see you.", "tone" => "friendly", "word_count" => 5 },
    "usage" => { "tokens_used" => 9, "remaining_credits" => 91 }
  }.freeze

  def sse(name, data)
    "event: #{name}\ndata: #{JSON.generate(data)}\n\n"
  end

  def stream_step(text)
    # Split mid-event and inside a multi-byte character, as a network may.
    bytes = text.b
    cuts = [7, 31, bytes.index("\xE2\x80\x94".b) + 1, bytes.length - 5].sort
    chunks = [0, *cuts, bytes.length].each_cons(2).map { |a, b| bytes[a...b] }
    { headers: { "Content-Type" => "text/event-stream" }, chunks: chunks }
  end

  def client(server, **options)
    Mailwright::Client.new(api_key: "k", base_url: server.base_url, initial_retry_delay: 0.01, **options)
  end

  def params
    { context: "c", tone: "friendly", recipient: "team", purpose: "welcome" }
  end

  def test_deltas_then_the_whole_response
    text = ": comment\n\n" + sse("delta", { "content" => "Dear Dana,\n\n" }) +
           sse("delta", { "content" => "Thanks — see you." }) + sse("done", DONE)
    StubServer.open([stream_step(text)]) do |server|
      stream = client(server).generate_email_stream(**params)
      assert_equal ["Dear Dana,\n\n", "Thanks — see you."], stream.text_deltas.to_a
      assert_equal DONE["email"]["content"], stream.final_response.email.content
      body = JSON.parse(server.requests.first.body)
      assert_equal true, body["stream"]
      assert_equal "text/event-stream", server.requests.first.headers["accept"]
      assert_nil server.requests.first.headers["idempotency-key"], "the service refuses a key with stream"
    end
  end

  def test_a_stream_refuses_an_idempotency_key_before_sending
    StubServer.open([]) do |server|
      assert_raises(ArgumentError) do
        client(server).generate_email_stream(**params, request_options: { idempotency_key: "k1" })
      end
      assert_empty server.requests
    end
  end

  def test_generate_email_with_stream_true_returns_a_stream
    StubServer.open([stream_step(sse("delta", { "content" => "Dear Dana,\n\nThanks — see you." }) + sse("done", DONE))]) do |server|
      events = client(server).generate_email(**params, stream: true).to_a
      assert_equal %i[delta done], events.map(&:type)
      assert_equal "Hi", events.last.response.email.subject
    end
  end

  def test_an_error_event_raises_its_error
    envelope = { "success" => false, "request_id" => "req_x",
                 "error" => { "type" => "api_error", "code" => "upstream_timeout", "message" => "too slow — sorry" } }
    StubServer.open([stream_step(sse("delta", { "content" => "Dear" }) + sse("error", envelope))]) do |server|
      stream = client(server).generate_email_stream(**params)
      seen = []
      error = assert_raises(Mailwright::APIError) { stream.each { |event| seen << event.content } }
      assert_equal ["Dear"], seen
      assert_equal ["upstream_timeout", "req_x"], [error.code, error.request_id]
    end
  end

  def test_a_stream_cut_before_done_raises_a_connection_error
    StubServer.open([stream_step(sse("delta", { "content" => "Dear Dana — " }) + sse("delta", { "content" => "and" }))]) do |server|
      stream = client(server).generate_email_stream(**params)
      assert_raises(Mailwright::APIConnectionError) { stream.to_a }
    end
  end

  def test_an_error_before_the_first_event_raises_when_the_stream_is_made
    envelope = { "success" => false, "request_id" => "req_y",
                 "error" => { "type" => "billing_error", "code" => "insufficient_credits", "message" => "top up" } }
    StubServer.open([{ status: 402, body: envelope }]) do |server|
      assert_raises(Mailwright::InsufficientCreditsError) { client(server).generate_email_stream(**params) }
    end
  end

  def test_only_answers_that_prove_nothing_ran_are_retried
    busy = { status: 503, headers: { "Retry-After" => "0" },
             body: { "success" => false, "request_id" => "r", "error" => { "type" => "api_error", "code" => "service_unavailable", "message" => "m" } } }
    failed = { status: 500, body: { "success" => false, "request_id" => "r", "error" => { "type" => "api_error", "code" => "internal_error", "message" => "m" } } }
    StubServer.open([busy, stream_step(sse("delta", { "content" => "Dear Dana,\n\nThanks — see you." }) + sse("done", DONE)), failed]) do |server|
      c = client(server)
      assert_equal "Hi", c.generate_email_stream(**params).final_response.email.subject
      assert_raises(Mailwright::APIError) { c.generate_email_stream(**params) }
      assert_equal 3, server.requests.length
    end
  end

  def test_a_stream_that_falls_silent_raises_the_timeout_error
    step = { headers: { "Content-Type" => "text/event-stream" },
             chunks: [sse("delta", { "content" => "Dear" }), :pause, sse("done", DONE)] }
    StubServer.open([step]) do |server|
      stream = client(server, timeout: 0.4).generate_email_stream(**params)
      seen = []
      # The done event follows a 2 s pause: a stream that waited for it would not raise.
      assert_raises(Mailwright::APITimeoutError) { stream.each { |event| seen << event } }
      assert_equal 1, seen.length
    end
  end
end
