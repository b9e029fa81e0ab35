# frozen_string_literal: true

module Mailwright
  # Every error this library raises is a Mailwright::MailwrightError (also known as
  # Mailwright::Error).
  class MailwrightError < StandardError; end
  Error = MailwrightError

  # The service could not be reached, or the connection broke before an answer came.
  class APIConnectionError < MailwrightError
    def initialize(message = "Could not connect to the Mailwright API.")
      super
    end
  end

  # The request took longer than the client's timeout.
  class APITimeoutError < APIConnectionError
    def initialize(message = "The request to the Mailwright API timed out.")
      super
    end
  end

  # The service answered with an error envelope:
  # {"success": false, "error": {"type", "code", "message", "param", "details"}, "request_id"}.
  class APIStatusError < MailwrightError
    attr_reader :status, :type, :code, :param, :details, :request_id, :headers, :body

    def initialize(message, status: nil, type: nil, code: nil, param: nil, details: nil,
                   request_id: nil, headers: {}, body: nil)
      super(message)
      @status = status
      @type = type
      @code = code
      @param = param
      @details = details || []
      @request_id = request_id
      @headers = headers
      @body = body
    end

    # Builds the error class that fits the envelope's type and code (or, failing an
    # envelope, the HTTP status).
    def self.from_response(status:, body:, headers:)
      envelope = body.is_a?(Hash) && body["error"].is_a?(Hash) ? body["error"] : {}
      message = envelope["message"] || "The Mailwright API answered #{status}."
      request_id = (body.is_a?(Hash) && body["request_id"]) || headers["x-request-id"]
      details = (envelope["details"] || []).map { |d| ErrorDetail.new(d["param"], d["code"], d["message"]) }
      klass = error_class(status, envelope["type"], envelope["code"])
      klass.new(message, status: status, type: envelope["type"], code: envelope["code"],
                         param: envelope["param"], details: details, request_id: request_id,
                         headers: headers, body: body)
    end

    def self.error_class(status, type, code)
      return InsufficientCreditsError if code == "insufficient_credits" || type == "billing_error" || status == 402
      return NotFoundError if status == 404

      case type
      when "authentication_error" then AuthenticationError
      when "permission_error" then PermissionDeniedError
      when "invalid_request_error" then InvalidRequestError
      when "rate_limit_error" then RateLimitError
      when "api_error" then APIError
      else status_class(status)
      end
    end

    def self.status_class(status)
      case status
      when 401 then AuthenticationError
      when 403 then PermissionDeniedError
      when 429 then RateLimitError
      when 400..499 then InvalidRequestError
      else APIError
      end
    end
  end

  # One problem of an invalid request: the parameter (a dotted path), a code and a message.
  ErrorDetail = Struct.new(:param, :code, :message)

  # 401: the API key is missing, malformed, unknown or revoked.
  class AuthenticationError < APIStatusError; end

  # 403: the key may not do this.
  class PermissionDeniedError < APIStatusError; end

  # 400, 404, 409, 413, 415, 422: the request is wrong; `param` and `details` say where.
  class InvalidRequestError < APIStatusError; end

  # 404: no such template (or route).
  class NotFoundError < InvalidRequestError; end

  # 402: the account's credits cannot cover the operation. Nothing was charged.
  class InsufficientCreditsError < APIStatusError; end

  # 429: the plan's rate limit is used up. `retry_after` is the number of seconds to wait.
  class RateLimitError < APIStatusError
    def retry_after
      Mailwright.parse_retry_after(headers["retry-after"])
    end
  end

  # 5xx (and any answer that is not the service's error envelope): a fault on the service's side.
  class APIError < APIStatusError; end

  # Seconds from a Retry-After header, in seconds or as an HTTP date; nil when absent.
  def self.parse_retry_after(value)
    return nil if value.nil? || value.to_s.strip.empty?
    text = value.to_s.strip
    return text.to_i if text.match?(/\A\d+\z/)
    return Float(text) if text.match?(/\A\d+\.\d+\z/)

    [(Time.httpdate(text) - Time.now).ceil, 0].max
  rescue ArgumentError
    nil
  end
end
