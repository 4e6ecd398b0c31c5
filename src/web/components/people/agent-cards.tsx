import { Mail } from 'lucide-react';
import { agency } from '~/lib/agency';
import { cn } from '~/lib/cn';
import type { Agent, AgencyPhoto } from '#shared/agency';
import { PhoneLink } from '../ui/phone-link';

/** "Dana Whitfield" gives "DW": the stand-in for a photo the agency has not supplied. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** A photo the profile supplies, sized (no layout shift) and loaded when it nears the screen. */
export function ProfilePhoto({ photo, className }: { photo: AgencyPhoto; className?: string }) {
  return (
    <img
      src={photo.src}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}

function Portrait({ agent }: { agent: Agent }) {
  if (agent.photo) {
    return <ProfilePhoto photo={agent.photo} className="size-20 shrink-0 rounded-full" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
    >
      {initialsOf(agent.name)}
    </span>
  );
}

/**
 * The agency's people from its profile (name, role, photo, licence, direct line, e-mail), their
 * names as h3 under the section's heading; nothing when the profile lists none.
 */
export function AgentCards({ className }: { className?: string }) {
  if (agency.agents.length === 0) return null;
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {agency.agents.map((agent) => (
        <li
          key={agent.name}
          className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <Portrait agent={agent} />
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-ink">{agent.name}</h3>
            <p className="text-slate-700">{agent.role}</p>
            {agent.licenseNumber && (
              <p className="text-sm text-slate-700">
                {agency.licenseState} license #{agent.licenseNumber}
              </p>
            )}
            <ul className="mt-2 space-y-1 text-sm font-semibold">
              {agent.phone && (
                <li>
                  <PhoneLink
                    phone={agent.phone}
                    className="inline-flex items-center gap-1.5 text-brand-800 underline"
                  >
                    <span className="sr-only">Direct line of {agent.name}: </span>
                    {agent.phone}
                  </PhoneLink>
                </li>
              )}
              {agent.email && (
                <li>
                  <a
                    href={`mailto:${agent.email}`}
                    className="inline-flex items-center gap-1.5 break-all text-brand-800 underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">E-mail {agent.name}: </span>
                    {agent.email}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
