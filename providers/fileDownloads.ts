/**
 * Saves a file the browser downloads under `name`. The link is in the page while it is clicked
 * (some browsers ignore a click on a detached one), and its address is freed a moment later, once
 * the download has taken the bytes.
 */
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
