import type { WidgetProps } from '@rjsf/utils';
import { useId, useState, type ChangeEvent } from 'react';
import { api } from './api';
import { useEditor } from './store';
import { refusalText, useUi } from './ui-texts';
import { UPLOAD_LIMIT_BYTES } from './upload-limit';
import { fieldHelp, fieldLabel } from './widgets';

const IMAGE = /\.(png|jpe?g|webp|svg|avif|gif)$/i;

/** A file in public/: thumbnails of the images to pick from, and an upload into public/images/. */
export function AssetWidget(props: WidgetProps) {
  const ui = useUi();
  const files = useEditor((s) => s.publicFiles).filter((f) => IMAGE.test(f));
  const [message, setMessage] = useState('');
  const [filter, setFilter] = useState('');
  const value = typeof props.value === 'string' ? props.value : '';
  const uploadId = useId();
  const filterId = useId();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const language = useEditor.getState().ui;
    // Not sent at all: the server would refuse it after reading it whole.
    if (file.size > UPLOAD_LIMIT_BYTES) {
      setMessage(refusalText(language, { code: 'too-large' }));
      return;
    }
    const result: Awaited<ReturnType<typeof api.upload>> = await api
      .upload(file)
      .catch(() => ({ error: 'network' }));
    if (result.path) {
      const path = result.path;
      useEditor.setState((s) => ({ publicFiles: [...s.publicFiles, path].sort() }));
      props.onChange(path);
      setMessage(path);
    } else setMessage(refusalText(language, result));
  };
  const shown = files.filter((f) => f.includes(filter)).slice(0, 24);
  return (
    <fieldset className="rounded-md border border-line p-2">
      <legend className="px-1 text-sm font-semibold">
        {fieldLabel(props)}: {value || ui('none')}
      </legend>
      {fieldHelp(props) && <p className="mb-1 text-xs text-muted">{fieldHelp(props)}</p>}
      {value && IMAGE.test(value) && <img src={value} alt="" className="mb-2 h-16 w-auto border" />}
      <label htmlFor={filterId} className="block text-xs font-semibold">
        {ui('chooseImage')}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="mb-2 w-full rounded border border-slate-400 px-2 py-1"
      />
      <div
        role="radiogroup"
        aria-label={ui('chooseImage')}
        className="grid max-h-48 grid-cols-4 gap-1 overflow-auto"
      >
        {shown.map((file) => (
          <button
            key={file}
            type="button"
            role="radio"
            aria-checked={file === value}
            title={file}
            onClick={() => props.onChange(file)}
            className={`rounded border p-1 text-[10px] ${file === value ? 'border-accent ring-2 ring-accent' : 'border-line'}`}
          >
            <img src={file} alt="" loading="lazy" className="mx-auto h-10 w-auto" />
            <span className="block truncate">{file.split('/').pop()}</span>
          </button>
        ))}
      </div>
      {/* The browser's own file button speaks the browser's language: ours speaks the editor's. */}
      <input
        id={uploadId}
        type="file"
        accept=".png,.jpg,.jpeg,.webp,.svg"
        onChange={(e) => void upload(e)}
        className="peer sr-only"
      />
      <label
        htmlFor={uploadId}
        className="btn mt-2 inline-block cursor-pointer rounded border border-slate-500 px-2 py-0.5 text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
      >
        {ui('upload')}
      </label>
      {message && (
        <p role="status" className="text-sm">
          {message}
        </p>
      )}
    </fieldset>
  );
}
