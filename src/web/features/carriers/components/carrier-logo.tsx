import type { Carrier } from '#content/carriers';
import { cn } from '~/lib/cn';

/** Words that carry no identity in a carrier's name, skipped when picking initials. */
const minorWords = new Set(['the', 'of', 'and', 'insurance', 'group', 'companies', 'company']);

/** Up to two initials: "The Hanover Insurance Group" gives "H", "Auto-Owners Insurance" "AO". */
export function carrierInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => /[a-z0-9]/i.test(word));
  const significant = words.filter((word) => !minorWords.has(word.toLowerCase()));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  return picked
    .map((word) => word.replace(/[^a-z0-9]/gi, '').charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * The carrier's logo: the file the agency supplied when `logo` is set, otherwise a neutral
 * monogram tile. Width and height are fixed either way, so the grid never shifts as images load.
 */
export function CarrierLogo({
  carrier,
  size = 64,
  className,
}: {
  carrier: Pick<Carrier, 'name' | 'logo'>;
  size?: number;
  className?: string;
}) {
  if (carrier.logo) {
    return (
      <img
        src={carrier.logo}
        alt={carrier.name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 object-contain', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = carrierInitials(carrier.name);
  return (
    <svg
      role="img"
      aria-label={carrier.name}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={cn('shrink-0', className)}
    >
      <rect x="1" y="1" width="62" height="62" rx="12" className="fill-brand-50 stroke-brand-100" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fontSize={initials.length > 1 ? 24 : 28}
        fontWeight={700}
        fontFamily="inherit"
        className="fill-brand-800"
      >
        {initials}
      </text>
    </svg>
  );
}
