import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Camera, ScanBarcode } from 'lucide-react';
import { z } from 'zod';
import type { Food } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { useFoodLookup } from '../api/diary-api';
import { scanBarcodes } from '../barcode-scanner';

const BarcodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, { error: 'Enter the 8 to 14 digits under the barcode.' }),
});

/** A product by its barcode: typed, or read by the camera. */
export function BarcodeFinder({ onPick }: { onPick: (food: Food) => void }) {
  const lookup = useFoodLookup();
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm({
    resolver: zodResolver(BarcodeSchema),
    defaultValues: { code: '' },
  });
  const find = (code: string) => lookup.mutate(code, { onSuccess: onPick });

  return (
    <div className="barcode-finder">
      <form className="barcode-finder__form" noValidate onSubmit={handleSubmit(({ code }) => find(code))}>
        <Field
          label="Barcode"
          error={formState.errors.code?.message}
          input={{ inputMode: 'numeric', autoComplete: 'off', ...register('code') }}
        />
        <button type="submit" className="btn btn-secondary" disabled={lookup.isPending}>
          <ScanBarcode size={18} aria-hidden="true" /> {lookup.isPending ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      {lookup.error ? (
        <p className="form-message" data-tone="error" role="alert">
          {lookup.error.message}
        </p>
      ) : null}
      {scanning ? (
        <CameraScanner
          onCode={(code) => {
            setScanning(false);
            setValue('code', code);
            find(code);
          }}
          onError={(message) => {
            setScanning(false);
            setCameraError(message);
          }}
          onCancel={() => setScanning(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setCameraError(null);
            setScanning(true);
          }}
        >
          <Camera size={18} aria-hidden="true" /> Scan with the camera
        </button>
      )}
      {cameraError ? (
        <p className="form-message" data-tone="error" role="alert">
          {cameraError}
        </p>
      ) : null}
    </div>
  );
}

function CameraScanner({
  onCode,
  onError,
  onCancel,
}: {
  onCode: (code: string) => void;
  onError: (message: string) => void;
  onCancel: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, without restarting the camera when the parent draws again.
  const found = useEffectEvent(onCode);
  const failed = useEffectEvent(onError);
  useEffect(() => {
    if (!video.current) return;
    const controller = new AbortController();
    scanBarcodes(video.current, controller.signal).then(
      (code) => found(code),
      (error: unknown) => {
        if (!controller.signal.aborted) failed(cameraMessage(error));
      },
    );
    return () => controller.abort();
  }, []);
  return (
    <div className="camera-scanner">
      <video ref={video} className="camera-scanner__video" muted playsInline aria-label="Camera view" />
      <p className="camera-scanner__hint" role="status">
        Hold the barcode inside the frame.
      </p>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Stop the camera
      </button>
    </div>
  );
}

function cameraMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') return 'The camera was not allowed. Type the barcode instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found. Type the barcode instead.';
  return 'The camera could not be started. Type the barcode instead.';
}
