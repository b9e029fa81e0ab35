# frozen_string_literal: true

require_relative "mailwright/version"
require_relative "mailwright/errors"
require_relative "mailwright/mailwright_object"
require_relative "mailwright/email_stream"
require_relative "mailwright/client"

# The Mailwright API client: see Mailwright::Client.
module Mailwright
end
