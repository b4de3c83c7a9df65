/** Saves content the browser built as a file, through a temporary link (no server round trip). */
export function downloadFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
