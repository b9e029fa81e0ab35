package dev.mailwright;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A tiny HTTP server on 127.0.0.1 answering from a script, for failures a live service cannot
 * be made to show. Each connection takes the next step: an {@link Answer}, {@link #DROP} (read
 * the request and close without answering), or a function of the request returning either.
 */
final class StubServer implements AutoCloseable {
  record Request(String method, String path, Map<String, String> headers, String body, long atNanos) {}

  record Answer(int status, Map<String, String> headers, String body, List<String> chunks) {
    static Answer json(int status, String body) {
      return new Answer(status, Map.of(), body, null);
    }

    Answer withHeader(String name, String value) {
      Map<String, String> all = new LinkedHashMap<>(headers);
      all.put(name, value);
      return new Answer(status, all, body, chunks);
    }
  }

  static final Answer DROP = new Answer(0, Map.of(), "", null);

  /** A chunk that is not sent: the server waits two seconds there instead. */
  static final String PAUSE = "\u0000pause";

  final List<Request> requests = new CopyOnWriteArrayList<>();
  private final Deque<Function<Request, Answer>> steps = new ArrayDeque<>();
  private final ServerSocket server;
  private final Thread thread;

  @SafeVarargs
  StubServer(Function<Request, Answer>... script) throws IOException {
    for (Function<Request, Answer> step : script) steps.add(step);
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    thread = new Thread(this::serve, "stub-server");
    thread.setDaemon(true);
    thread.start();
  }

  static Function<Request, Answer> answer(Answer answer) {
    return request -> answer;
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getLocalPort();
  }

  @Override
  public void close() throws IOException {
    server.close();
    try {
      thread.join(5000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void serve() {
    while (!server.isClosed()) {
      try (Socket socket = server.accept()) {
        Request request = read(socket.getInputStream());
        requests.add(request);
        Function<Request, Answer> step;
        synchronized (steps) {
          step = steps.poll();
        }
        Answer answer =
            step == null ? Answer.json(500, "{\"stub\":\"no step left\"}") : step.apply(request);
        if (answer != DROP) write(socket.getOutputStream(), answer);
      } catch (IOException closedOrBroken) {
        // the server was closed, or the client went away: either ends this connection
      }
    }
  }

  private static Request read(InputStream in) throws IOException {
    BufferedReader reader = new BufferedReader(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
    String[] start = reader.readLine().split(" ");
    Map<String, String> headers = new LinkedHashMap<>();
    String line;
    while ((line = reader.readLine()) != null && !line.isEmpty()) {
      int colon = line.indexOf(':');
      headers.put(line.substring(0, colon).toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
    }
    int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
    char[] body = new char[length];
    int read = 0;
    while (read < length) {
      int n = reader.read(body, read, length - read);
      if (n < 0) break;
      read += n;
    }
    return new Request(start[0], start[1], headers, new String(body, 0, read), System.nanoTime());
  }

  private static void pause() {
    try {
      Thread.sleep(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void write(OutputStream out, Answer answer) throws IOException {
    StringBuilder head = new StringBuilder("HTTP/1.1 " + answer.status() + " Stub\r\n");
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Content-Type", "application/json");
    headers.put("Connection", "close");
    headers.putAll(answer.headers());
    headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
    if (answer.chunks() != null) {
      head.append("Transfer-Encoding: chunked\r\n\r\n");
      out.write(head.toString().getBytes(StandardCharsets.UTF_8));
      for (String chunk : answer.chunks()) {
        if (chunk.equals(PAUSE)) {
          pause();
          continue;
        }
        byte[] bytes = chunk.getBytes(StandardCharsets.ISO_8859_1);
        out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
      }
      out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
    } else {
      byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
      head.append("Content-Length: ").append(body.length).append("\r\n\r\n");
      out.write(head.toString().getBytes(StandardCharsets.UTF_8));
      out.write(body);
    }
    out.flush();
  }
}
