import type { WidgetProps } from '@rjsf/utils';
import { useId, useState, type ChangeEvent } from 'react';
import { api } from './api';
import { imageSize, imageSizeAt, type ImageSize } from './image-size';
import { setIn } from './model';
import type { JsonSchema } from './schemas';
import { useEditor } from './store';
import { refusalText, useUi } from './ui-texts';
import { UPLOAD_LIMIT_BYTES } from './upload-limit';
import { fieldHelp, fieldLabel, idToPath, type FieldPlace } from './widgets';

const IMAGE = /\.(png|jpe?g|webp|svg|avif|gif)$/i;

/** The schema of the value at `path` inside `schema`. */
function schemaAt(schema: JsonSchema | undefined, path: ReadonlyArray<string | number>) {
  let node = schema;
  for (const segment of path)
    node = typeof segment === 'number' ? node?.items : node?.properties?.[segment];
  return node;
}

/** The last upload's message of each picture field (by its form id). */
const messages = new Map<string, string>();

/** `/images/home/icons/hero.svg` -> ['home/icons/', 'hero.svg']: seven "hero.svg" told apart. */
export function folderAndName(file: string): [folder: string, name: string] {
  const inside = file.replace(/^\/images\//, '');
  const cut = inside.lastIndexOf('/') + 1;
  return [inside.slice(0, cut), inside.slice(cut)];
}

/** A file in public/: thumbnails of the images to pick from, and an upload into public/images/. */
export function AssetWidget(props: WidgetProps) {
  const ui = useUi();
  const files = useEditor((s) => s.publicFiles).filter((f) => IMAGE.test(f));
  // Kept by field: the form may draw the widget anew when the upload sets the picture's size.
  const [message, setShown] = useState(() => messages.get(props.id) ?? '');
  const setMessage = (text: string) => {
    messages.set(props.id, text);
    setShown(text);
  };
  const [filter, setFilter] = useState('');
  const value = typeof props.value === 'string' ? props.value : '';
  const uploadId = useId();
  const filterId = useId();
  const place = props.registry.formContext as FieldPlace;
  const path = idToPath(props.id);
  const group = path.slice(0, -1);
  const groupSchema = schemaAt(place.schema, group);
  // A picture's file beside its width and height (an image group): a new file brings its size,
  // which was left empty after an upload ("Eine Pflichtangabe fehlt: „Bild › Breite“").
  const sized =
    path.at(-1) === 'src' && !!groupSchema?.properties?.width && !!groupSchema.properties.height;
  const choose = async (file: string, size?: Promise<ImageSize | null>) => {
    if (!sized) return props.onChange(file);
    const measured = await (size ?? imageSizeAt(file));
    useEditor.getState().edit((docs) => {
      const at = [...place.root, ...group];
      let doc = setIn(docs[place.file], [...at, 'src'], file);
      if (measured) {
        doc = setIn(doc, [...at, 'width'], measured.width);
        doc = setIn(doc, [...at, 'height'], measured.height);
      }
      return { ...docs, [place.file]: doc };
    });
  };
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
      const uploaded = result.path;
      // Held by the server until Save writes it (decision 265); listed meanwhile like the others.
      useEditor.setState((s) => ({
        publicFiles: [...s.publicFiles, uploaded].sort(),
        held: [...s.held, uploaded],
      }));
      // The message after the picture is in the page: one undo step then takes the upload back.
      await choose(uploaded, imageSize(file, file.name));
      setMessage(`${uploaded} – ${ui('uploadHeld')}`);
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
            onClick={() => void choose(file)}
            className={`rounded border p-1 text-[10px] leading-tight ${file === value ? 'border-accent ring-2 ring-accent' : 'border-line'}`}
          >
            <img src={file} alt="" loading="lazy" className="mx-auto h-10 w-auto" />
            {/* The folder too, on its own line: several pages have a "hero.svg". */}
            <span className="block break-all text-muted">{folderAndName(file)[0]}</span>
            <span className="block break-all">{folderAndName(file)[1]}</span>
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
