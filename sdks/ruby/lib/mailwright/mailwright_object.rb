# frozen_string_literal: true

module Mailwright
  # A JSON object from the API: read its fields as methods (`email.subject`) or with
  # `[]` (`email["subject"]`, `email[:subject]`); `to_h` gives the plain Hash back.
  # Fields the service adds later are there too, without an upgrade.
  class MailwrightObject
    def self.wrap(value)
      case value
      when Hash then new(value)
      when Array then value.map { |item| wrap(item) }
      else value
      end
    end

    def initialize(hash)
      @values = hash.to_h { |key, value| [key.to_s, MailwrightObject.wrap(value)] }
      @raw = hash
    end

    def [](key)
      @values[key.to_s]
    end

    def key?(key)
      @values.key?(key.to_s)
    end

    def keys
      @values.keys
    end

    def to_h
      @raw
    end

    def ==(other)
      other.is_a?(MailwrightObject) && other.to_h == to_h
    end

    def method_missing(name, *args)
      key = name.to_s
      return @values[key] if args.empty? && @values.key?(key)

      super
    end

    def respond_to_missing?(name, include_private = false)
      @values.key?(name.to_s) || super
    end

    def inspect
      "#<#{self.class.name} #{@raw.inspect}>"
    end
    alias to_s inspect
  end

  # The answer to one call: the JSON body's fields, plus what the HTTP response said.
  class Response < MailwrightObject
    # The `X-Request-Id` of the response; quote it when reporting a problem.
    attr_reader :request_id
    # The HTTP status and the response headers (names in lower case).
    attr_reader :http_status, :http_headers

    def initialize(hash, http_status: 200, http_headers: {})
      super(hash)
      @http_status = http_status
      @http_headers = http_headers
      @request_id = http_headers["x-request-id"]
    end

    # True when the service answered from an earlier request with the same
    # Idempotency-Key (nothing was run or charged again).
    def idempotent_replayed?
      @http_headers["idempotent-replayed"] == "true"
    end
  end
end
