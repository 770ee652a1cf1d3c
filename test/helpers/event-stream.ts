/** A Server-Sent Events client for tests: reads events (and comments) as they arrive. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  if (response.status === 200 && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: StreamEvent = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.comment = line.slice(1).trim();
              else {
                const [field, ...rest] = line.split(':');
                const value = rest.join(':').replace(/^ /, '');
                if (field === 'id' || field === 'event' || field === 'data') event[field] = value;
              }
            }
            events.push(event);
            wake();
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      wake();
    })();
  }
  return {
    response,
    events,
    get ended() {
      return ended;
    },
    /** The events that are not comments. */
    named: () => events.filter((event) => event.event !== undefined),
    // Ends as soon as the event is there: the bound only decides how long a busy machine may take.
    async waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`);
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },
    close: () => controller.abort(),
  };
}
