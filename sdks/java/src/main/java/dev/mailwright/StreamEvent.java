package dev.mailwright;

import dev.mailwright.models.GenerateEmailResponse;

/** One event of a streamed generate: a {@link Delta}, or last, {@link Done}. */
public sealed interface StreamEvent permits StreamEvent.Delta, StreamEvent.Done {

  /**
   * The next piece of the body. Joined, the pieces are exactly {@code email.content}.
   *
   * @param content the piece
   */
  record Delta(String content) implements StreamEvent {}

  /**
   * The end of the stream: the whole response, the same as without streaming.
   *
   * @param response the response
   */
  record Done(GenerateEmailResponse response) implements StreamEvent {}
}
