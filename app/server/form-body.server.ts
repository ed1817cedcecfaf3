/**
 * Reads a form post without holding more than `max` bytes: an oversized body is refused as soon as it
 * passes the limit, whatever its Content-Length header says (it may be missing or lie). Null when too big.
 */
export async function readFormUpTo(request: Request, max: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > max) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Response(new Blob([body]), { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
}
