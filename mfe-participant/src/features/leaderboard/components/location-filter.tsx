import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useGetBoardLocationsQuery } from '../api/leaderboard-api';
import type { Board, BoardLocation } from '../api/leaderboard-api';

interface LocationFilterProps {
  board: Board;
  promotionId: number;
  value: number | undefined;
  onChange: (location: number | undefined) => void;
  /** The team tab shows a competition's board, whose teams can be narrowed to a location. */
  competition?: boolean;
}

/** The tree in order, each location after its parent, indented by its level. */
function ordered(locations: BoardLocation[], parentId: number | null = null): BoardLocation[] {
  return locations
    .filter((location) => location.parent_id === parentId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((location) => [location, ...ordered(locations, location.id)]);
}

/**
 * Spec 1 s7 `location`: narrows the individual and friends boards to the people at or below
 * a location, the team tab of a competition to the teams with a member there, and turns the
 * location board into that location's children. The location
 * board offers only locations that have children. Hidden when the promotion has none.
 */
export function LocationFilter(props: LocationFilterProps) {
  const { board, promotionId, value, onChange, competition = false } = props;
  const { data: locations = [] } = useGetBoardLocationsQuery(promotionId);
  const options = useMemo(() => {
    const parents = new Set(locations.map((location) => location.parent_id));
    const shown = ordered(locations).filter(
      (location) => board !== 'location' || parents.has(location.id),
    );
    return [
      { value: '', label: board === 'location' ? 'Top-level locations' : 'All locations' },
      ...shown.map((location) => ({
        value: String(location.id),
        // Non-breaking spaces: the indentation survives in the native list.
        label: `${'\u00a0\u00a0'.repeat(location.level - 1)}${location.name}`,
      })),
    ];
  }, [board, locations]);
  if ((board === 'team' && !competition) || options.length < 2) return null;
  return (
    <NativeSelect
      label="Location"
      data={options}
      value={value === undefined ? '' : String(value)}
      onChange={(event) =>
        onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
      }
    />
  );
}
