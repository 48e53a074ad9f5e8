/**
 * The optional screenshot of the feedback form: one image, chosen or pasted, uploaded at once
 * (the form then sends only its id). Checked here first by name and size; the server checks its
 * content too.
 */
import { useCallback, useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { uploadFeedbackScreenshot } from '@/services/user';
import { errorInfoOf } from '@/utils/errorDisplay';
import { SCREENSHOT_KINDS, SCREENSHOT_MAX_BYTES } from '../../../server/plugins/feedback/constants';

/** The extensions of each kind a screenshot may be. */
const EXTENSIONS: Record<(typeof SCREENSHOT_KINDS)[number], string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
};

export const SCREENSHOT_EXTENSIONS = SCREENSHOT_KINDS.flatMap((kind) => EXTENSIONS[kind]);
/** The `accept` of the file input. */
export const SCREENSHOT_ACCEPT = SCREENSHOT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why an image cannot be the screenshot (a text id and its values), or null. */
export function screenshotProblem(file: { name: string; size: number }): { id: string; values?: Record<string, string | number> } | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!SCREENSHOT_EXTENSIONS.includes(extension))
    return { id: 'header.feedback.screenshot.type', values: { allowed: SCREENSHOT_EXTENSIONS.join(', ') } };
  if (file.size === 0) return { id: 'header.feedback.screenshot.empty' };
  if (file.size > SCREENSHOT_MAX_BYTES)
    return { id: 'header.feedback.screenshot.tooLarge', values: { max: SCREENSHOT_MAX_BYTES / 1024 / 1024 } };
  return null;
}

/** A name for a pasted image, which has none worth keeping: its type's extension. */
export function pastedImageName(type: string): string {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' }[type] ?? 'png';
  return `screenshot.${extension}`;
}

export type ScreenshotState =
  | { status: 'none' }
  | { status: 'uploading' | 'done' | 'error'; name: string; preview?: string; fileId?: number; error?: string };

const previewOf = (file: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
const release = (state: ScreenshotState) => {
  if (state.status !== 'none' && state.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(state.preview);
};

/** The screenshot's state and what changes it; `t` turns a problem into text. */
export function useScreenshot(t: (id: string, values?: Record<string, string | number>) => string) {
  const [state, setState] = useState<ScreenshotState>({ status: 'none' });
  // The upload under way: an answer for an image removed or replaced meanwhile is dropped.
  const current = useRef(0);
  const latest = useRef(state);
  latest.current = state;

  const reset = useCallback(() => {
    current.current += 1;
    release(latest.current);
    setState({ status: 'none' });
  }, []);
  useEffect(() => () => release(latest.current), []);

  const take = useCallback(
    (file: Blob, name: string) => {
      release(latest.current);
      const attempt = ++current.current;
      const problem = screenshotProblem({ name, size: file.size });
      if (problem) {
        setState({ status: 'error', name, error: t(problem.id, problem.values) });
        return;
      }
      const preview = previewOf(file);
      setState({ status: 'uploading', name, preview });
      uploadFeedbackScreenshot(file, name).then(
        (stored) => {
          if (attempt === current.current) setState({ status: 'done', name, preview, fileId: stored.id });
        },
        (error: unknown) => {
          if (attempt === current.current)
            setState({ status: 'error', name, preview, error: errorInfoOf(error)?.errorMessage || t('header.feedback.screenshot.failed') });
        },
      );
    },
    [t],
  );

  /** A pasted image (from the clipboard) becomes the screenshot; pasted text is left alone. */
  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      const image = Array.from(event.clipboardData?.files ?? []).find((file) => file.type.startsWith('image/'));
      if (!image) return;
      event.preventDefault();
      take(image, pastedImageName(image.type));
    },
    [take],
  );

  return { state, take, reset, onPaste };
}
