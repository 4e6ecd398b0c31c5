import { X } from 'lucide-react';
import * as React from 'react';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { browserFileProblem, documentAccept } from '#shared/documents';
import { formatFileSize } from '#shared/format';
import { fileInputClasses } from './request-files';

/**
 * The files chosen that can go, at most `room` of them, and why each other one cannot (`tooMany`,
 * said once, for those beyond the room). Each is checked here first (type and size); the server
 * decides again.
 */
export function checkChosenFiles(chosen: File[], room: number, tooMany: string) {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    const problem = browserFileProblem(file);
    if (problem) problems.push(`${file.name}: ${problem.description}`);
    else if (accepted.length >= room) {
      if (!problems.includes(tooMany)) problems.push(tooMany);
    } else accepted.push(file);
  }
  return { accepted, problems };
}

/**
 * The native picker, visible and labelled: the keyboard, screen readers and phones' own pickers
 * work as everywhere. Its `accept` lists image types, so a phone offers the camera and the photo
 * library beside its files; no `capture`, which would allow the camera alone.
 */
export function FilePicker({
  id,
  describedBy,
  onChoose,
  ...props
}: {
  id: string;
  describedBy: string;
  onChoose: (files: File[]) => void;
} & Pick<React.ComponentProps<'input'>, 'ref' | 'onFocus' | 'onBlur'>) {
  return (
    <input
      {...props}
      id={id}
      type="file"
      multiple
      accept={documentAccept}
      aria-describedby={describedBy}
      className={fileInputClasses}
      onChange={(event) => {
        onChoose(Array.from(event.currentTarget.files ?? []));
        // The same file may be chosen again after it was taken off, or after a failure.
        event.currentTarget.value = '';
      }}
    />
  );
}

/** Why chosen files were not taken, read out as they appear. */
export function ChoiceProblems({ id, problems }: { id: string; problems: string[] }) {
  return (
    <div id={id} role="alert" className="space-y-1 empty:hidden">
      {problems.map((problem) => (
        <p key={problem} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ))}
    </div>
  );
}

/**
 * An optional "files to send" field of a form: chosen here, each checked first, at most `max`,
 * listed (as `listLabel`) with a button to take it off again; sent once the form's record is in.
 */
export function ChosenFilesField({
  label,
  hint,
  listLabel,
  max,
  tooMany,
  files,
  onChange,
}: {
  label: string;
  hint: string;
  listLabel: string;
  max: number;
  /** Said when more files are chosen than there is room for. */
  tooMany: string;
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const [problems, setProblems] = React.useState<string[]>([]);
  const input = React.useRef<HTMLInputElement>(null);
  const id = React.useId();

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <FilePicker
        ref={input}
        id={id}
        describedBy={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
        onChoose={(chosen) => {
          const { accepted, problems } = checkChosenFiles(chosen, max - files.length, tooMany);
          setProblems(problems);
          onChange([...files, ...accepted]);
        }}
      />
      <ChoiceProblems id={`${id}-problems`} problems={problems} />
      {files.length > 0 && (
        <ul
          aria-label={listLabel}
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all text-ink">
                {file.name}{' '}
                <span className="whitespace-nowrap text-slate-600">
                  ({formatFileSize(file.size)})
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  onChange(files.filter((_, at) => at !== index));
                  setProblems([]);
                  // The button goes away with the file; the picker keeps the focus nearby.
                  input.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
