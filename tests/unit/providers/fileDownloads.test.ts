import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../providers/fileDownloads';

/** The one way the browser app saves a file (CSV, a workbook, OCDS JSON, open data). */
describe('downloadFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link to the bytes under the name, in the page, then frees the address', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:zabuni/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { name: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href, inPage: document.body.contains(this) });
    });
    const blob = new Blob(['{}'], { type: 'application/json' });

    downloadFile('plan.json', blob);

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ name: 'plan.json', href: 'blob:zabuni/1', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Freed a moment later, once the download has the bytes, not while it may still read them.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zabuni/1');
  });
});
