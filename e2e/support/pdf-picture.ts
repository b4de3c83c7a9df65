import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A printed page as a picture: its size in pixels and the share of them that are ink. */
export type PagePicture = { width: number; height: number; ink: number; inkRows: number };

/** A pixel darker than this (0 black … 255 white) is ink. */
const INK = 160;

/** Reads a binary PGM (P5, 8 bits), what pdftoppm -gray writes. */
function readPgm(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: bytes.subarray(whole.length),
  };
}

/**
 * Each page of a PDF rendered to a picture by poppler's pdftoppm (what a printer would put on
 * paper), in grey at 50 dpi: the share of ink, and how many pixel rows hold some (a table of
 * many rows inks many). Poppler comes with scripts/ensure-chromium.mjs.
 */
export function pdfPictures(pdf: Uint8Array): PagePicture[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'file.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', '50', 'file.pdf', 'page'], { cwd: dir });
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => {
        const { width, height, pixels } = readPgm(fs.readFileSync(path.join(dir, name)));
        let ink = 0;
        let inkRows = 0;
        for (let y = 0; y < height; y++) {
          let inRow = 0;
          for (let x = 0; x < width; x++) if (pixels[y * width + x]! < INK) inRow++;
          ink += inRow;
          if (inRow > 0) inkRows++;
        }
        return { width, height, ink: ink / (width * height), inkRows };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page of a PDF, as poppler's pdftotext lays it out. */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  return text.split('\f').filter((page) => page.trim() !== '');
}
