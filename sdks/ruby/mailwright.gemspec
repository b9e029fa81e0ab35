# frozen_string_literal: true

require_relative "lib/mailwright/version"

Gem::Specification.new do |spec|
  spec.name = "mailwright"
  spec.version = Mailwright::VERSION
  spec.summary = "Client for the Mailwright email generation API"
  spec.description = "Write, improve and template emails with a Mailwright service: typed errors, " \
                     "safe retries with idempotency keys, and streamed generation. Standard library only."
  spec.authors = ["The Mailwright authors"]
  spec.license = "MIT"
  spec.required_ruby_version = ">= 2.7"
  spec.files = Dir["lib/**/*.rb"] + ["README.md", "CHANGELOG.md"]
  spec.require_paths = ["lib"]
  spec.metadata = { "rubygems_mfa_required" => "true" }
end
