import QRCode from "qrcode";

// The QR code of a registration's ticket link (`ticketUrl`): a PNG for the emails, an SVG for "My registrations".
// Error correction M survives a scratched or glare-struck phone screen; the 4-module quiet zone is what the
// standard asks for, so a scanner finds the code on any background.

const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;
const SCALE = 8;

/**
 * 8 px per module: about 300 px across for a ticket link, sharp on a phone at full width. The email is composed
 * in the registration's transaction, under the workshop's lock: the pixels are laid out here and encoded by sharp
 * (libvips) in about a millisecond, where qrcode's own PNG encoder takes 20 to 30.
 */
export async function ticketQrPng(url: string): Promise<Buffer> {
  const { modules } = QRCode.create(url, OPTIONS);
  const side = (modules.size + 2 * OPTIONS.margin) * SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = (row + OPTIONS.margin) * SCALE;
      const left = (col + OPTIONS.margin) * SCALE;
      for (let y = top; y < top + SCALE; y++) pixels.fill(0, y * side + left, y * side + left + SCALE);
    }
  }
  const { default: sharp } = await import("sharp");
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
}

/** Without a size of its own (a viewBox only): its container sizes it. White background, black modules. */
export function ticketQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", ...OPTIONS });
}
