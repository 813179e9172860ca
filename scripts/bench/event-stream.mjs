// The event stream as a screen of the shop reads it, for the benchmarks' kitchens and customers.

/**
 * Follows `GET /api/events` with `token`; calls `onEvent(event, heardAt)` with each event's data and the moment it was
 * read whole (performance.now()). Answers the function that closes the stream.
 */
export async function followEvents(shopUrl, token, onEvent) {
  const controller = new AbortController();
  const res = await fetch(`${shopUrl}/api/events`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!res.ok) throw new Error(`GET /api/events answered ${res.status}`);
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) onEvent(JSON.parse(data.slice(6)), performance.now());
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return () => controller.abort();
}
