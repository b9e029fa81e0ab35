# frozen_string_literal: true

module Mailwright
  VERSION = "0.1.0"
end
