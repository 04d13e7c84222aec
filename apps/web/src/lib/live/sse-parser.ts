export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Incremental text/event-stream parser (the WHATWG rules we need): feed it chunks as they arrive, it returns
 * the complete messages. Comments (`:ok`, keep-alives) and blank data are skipped.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): SseMessage[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const messages: SseMessage[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) messages.push({ event, data: data.join('\n') });
    }
    return messages;
  };
}
