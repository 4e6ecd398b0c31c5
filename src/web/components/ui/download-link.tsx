import { Download } from 'lucide-react';
import { buttonVariants } from './button';

/** A file's download button, in a new tab; the server checks who may read it. */
export function DownloadButtonLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Download ${fileName} (opens in a new tab)`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Download aria-hidden="true" className="size-4" />
      Download
    </a>
  );
}
