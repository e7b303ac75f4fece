/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression';
import type { CompressRequest, CompressResponse } from './compress-image';

// Runs the compressor off the main thread, so the form keeps answering taps while a phone shrinks a 12 MP photo.
self.onmessage = async ({ data }: MessageEvent<CompressRequest>) => {
  let response: CompressResponse;
  try {
    const blob = await imageCompression(data.file, { ...data.options, useWebWorker: false });
    response = { ok: true, blob };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
