/**
 * Reads one product barcode from the camera into `video`: with the browser's own BarcodeDetector where it reads
 * EAN and UPC codes, otherwise with ZXing, loaded only now (it is about 100 KB). Resolves with the digits; the
 * camera stops when it resolves, fails or `signal` aborts.
 */
export async function scanBarcodes(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  const stop = () => stream.getTracks().forEach((track) => track.stop());
  signal.addEventListener('abort', stop, { once: true });
  try {
    video.srcObject = stream;
    await video.play();
    const detector = await nativeDetector();
    return detector ? await detectNatively(detector, video, signal) : await detectWithZxing(video, signal);
  } finally {
    stop();
  }
}

const PRODUCT_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: {
      new (options: { formats: string[] }): NativeDetector;
      getSupportedFormats(): Promise<string[]>;
    };
  }
}

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = window.BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats()).filter((format) => PRODUCT_FORMATS.includes(format));
  return formats.length > 0 ? new Detector({ formats }) : null;
}

async function detectNatively(detector: NativeDetector, video: HTMLVideoElement, signal: AbortSignal) {
  while (!signal.aborted) {
    const [found] = await detector.detect(video);
    if (found) return found.rawValue;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new DOMException('The scan was stopped.', 'AbortError');
}

async function detectWithZxing(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  return new Promise<string>((resolve, reject) => {
    const controls = reader.decodeFromVideoElement(video, (result) => {
      if (!result) return;
      controls.then((running) => running.stop());
      resolve(result.getText());
    });
    signal.addEventListener('abort', () => {
      void controls.then((running) => running.stop());
      reject(new DOMException('The scan was stopped.', 'AbortError'));
    });
    controls.catch(reject);
  });
}
