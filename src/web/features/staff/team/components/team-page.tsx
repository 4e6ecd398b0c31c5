import * as React from 'react';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useCurrentUser } from '~/lib/session';
import { StaffPage } from '../../shared/staff-layout';
import { LoadStatus } from '../../shared/load-status';
import { toast } from '~/lib/use-toast';
import { displayName, teamMessages, type TeamMember } from '#shared/staff/team';
import { useTeam } from '../api/get-team';
import { useSetDisabled } from '../api/team-mutations';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { RecentActivity } from './recent-activity';
import { StaffTable } from './staff-table';

/** /staff/team (admins): staff accounts, invitations and the audit log. */
export function TeamPage() {
  const team = useTeam();
  const { user } = useCurrentUser();
  const setDisabled = useSetDisabled();
  const [asking, setAsking] = React.useState<TeamMember | null>(null);

  const names = React.useMemo(
    () => new Map((team.data?.members ?? []).map((m) => [m.id, displayName(m)])),
    [team.data],
  );
  const nameOf = React.useCallback((id: string) => names.get(id), [names]);

  const confirmation: Confirmation | null = asking && confirmationFor(asking);

  function confirm() {
    const member = asking;
    setAsking(null);
    if (!member) return;
    const name = displayName(member);
    const disable = !member.disabled;
    setDisabled.mutate(
      { id: member.id, disabled: disable },
      {
        onSuccess: () => {
          toast({
            title: disable ? 'Account disabled' : 'Account enabled',
            description: disable ? teamMessages.disabled(name) : teamMessages.enabled(name),
          });
        },
      },
    );
  }

  return (
    <StaffPage title="Team">
      <div className="space-y-10">
        <Section title="Staff accounts">
          {!team.isSuccess ? (
            <LoadStatus query={team} loading="Loading the team..." what="team" />
          ) : (
            <StaffTable
              members={team.data.members}
              currentUserId={user?.id}
              busyId={setDisabled.isPending ? (setDisabled.variables?.id ?? null) : null}
              onToggle={setAsking}
            />
          )}
        </Section>

        <Section title="Invite a staff member">
          <p className="mb-4 text-slate-700">
            We e-mail a link, valid for 7 days, where they choose their name and password.
          </p>
          <InviteForm />
        </Section>

        <Section title="Pending invitations">
          {team.data ? (
            <PendingInvitations invitations={team.data.invitations} />
          ) : (
            !team.isError && <p className="text-slate-700">Loading...</p>
          )}
        </Section>

        <Section title="Recent activity">
          <RecentActivity nameOf={nameOf} />
        </Section>
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title}
        description={confirmation?.text}
        confirmLabel={confirmation?.confirmLabel}
        tone={confirmation?.tone}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </StaffPage>
  );
}

interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  /** Disabling locks someone out: its button is red. */
  tone: 'danger' | 'neutral';
}

function confirmationFor(member: TeamMember): Confirmation {
  const name = displayName(member);
  return member.disabled
    ? {
        title: `Enable ${name}?`,
        text: `${name} will be able to log in to the staff console again.`,
        confirmLabel: 'Enable',
        tone: 'neutral',
      }
    : {
        title: `Disable ${name}?`,
        text: `${name} will be logged out everywhere at once and cannot log in until enabled again.`,
        confirmLabel: 'Disable',
        tone: 'danger',
      };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
