import { PNG } from "pngjs";
import QRCode from "qrcode";

// The QR code of a registration's ticket link (`ticketUrl`): a PNG for the emails, an SVG for "My registrations".
// Error correction M survives a scratched or glare-struck phone screen; the 4-module quiet zone is what the
// standard asks for, so a scanner finds the code on any background.

const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;
const SCALE = 8;

/**
 * 8 px per module: about 300 px across for a ticket link, sharp on a phone at full width. The email is composed
 * in the registration's transaction, under the workshop's lock, so this is synchronous and cheap (well under a
 * millisecond): the pixels are laid out here and written by pngjs as 8-bit grey with the "up" filter, which turns
 * each module's 7 repeated rows into zeros that deflate to nothing (about 2.4 KB). Quantising to a 2-colour
 * palette with sharp made a smaller file but took 10 to 15 ms on libvips' threads, with the lock held.
 */
export function ticketQrPng(url: string): Buffer {
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
  const image = { width: side, height: side, data: pixels } as PNG;
  return PNG.sync.write(image, { colorType: 0, inputColorType: 0, inputHasAlpha: false, filterType: 2 });
}

/** Without a size of its own (a viewBox only): its container sizes it. White background, black modules. */
export function ticketQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", ...OPTIONS });
}
