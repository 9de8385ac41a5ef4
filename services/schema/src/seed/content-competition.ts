import type { SeedItem } from './content';

/**
 * Spec 2 s3 "Content items used": competition and tips. The team screens read them from the
 * category `competition` (team instructions, empty states, the pending and delete messages).
 */
export const COMPETITION_CONTENT: Record<string, SeedItem[]> = {
  competition: [
    {
      key: 'team_instructions',
      group: 'Teams',
      title: 'How the team competition works',
      content:
        'Start a team and invite colleagues, or ask to join a team that has room. A team ' +
        'becomes **official** once it has enough members; until then it is pending. Every ' +
        "member's points count for the team, and each week the team's painting grows from " +
        'what everyone logged. Teams can be formed while enrolment is open.',
    },
    {
      key: 'no_teams',
      group: 'Teams',
      title: 'No teams to join yet',
      content:
        'Nobody has started a team with room to spare. Be the first: create a team and ' +
        'invite the colleagues you want to compete with.',
    },
    {
      key: 'team_pending',
      group: 'Teams',
      title: 'Your team is pending',
      content:
        'Your team is created and you are its leader. Invite teammates by name or by e-mail: ' +
        'the team becomes official as soon as it has enough members.',
    },
    {
      key: 'delete_team_warning',
      group: 'Teams',
      title: 'Delete this team?',
      content:
        'Deleting the team removes every member from it and cancels its open invitations. ' +
        'This cannot be undone by you: only a coordinator can bring the team back.',
    },
    {
      key: 'no_winners',
      group: 'Showcase',
      title: 'No winners this week',
      content:
        'No team finished its painting this week. A new week is a new chance: keep logging together.',
    },
    {
      key: 'in_progress',
      group: 'Showcase',
      title: 'Painting in progress',
      content: "Your team's painting for this week is still being painted. Keep logging!",
    },
    {
      key: 'no_work',
      group: 'Showcase',
      title: 'No painting this week',
      content:
        'Your team has no painting for this week yet: it starts with the first activity a ' +
        'member logs.',
    },
  ],
};
