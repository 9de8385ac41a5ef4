import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ContentBlock, firstError } from '@wellness/shared-ui';
import type { PersonResult } from '../api/friends-api';
import {
  useInviteByEmailMutation,
  useRequestFriendMutation,
  useSearchPeopleQuery,
  useUpdateFriendshipMutation,
} from '../api/friends-api';
import { FRIENDS_MESSAGES, SEARCH_DEBOUNCE_MS, mayInviteByEmail } from '../lib/friends';
import { friendActions, useFriendConfirm } from './friend-confirm';
import { SearchResults } from './search-results';

export interface FriendSearchProps {
  initial: string;
  ownEmail: string;
  closed: boolean;
  onSearch: (text: string) => void;
}

const failed = (error: unknown) => notifications.show({ color: 'red', message: firstError(error) });

/** Spec 2 s5 friend search: tagged results, add or accept from them, invite by e-mail. */
export function FriendSearch({ initial, ownEmail, closed, onSearch }: FriendSearchProps) {
  const [text, setText] = useState(initial);
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The address bar follows the settled text, only when it settles: a search cleared at once
  // (an invite sent) is not pushed again later, over a tab the person has clicked meanwhile.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => onSearchRef.current(settled), [settled]);
  const search = useSearchPeopleQuery(settled, { skip: settled.length < 2 });
  const results = search.isError ? [] : search.data;
  const [request] = useRequestFriendMutation();
  const [answer] = useUpdateFriendshipMutation();
  const [invite] = useInviteByEmailMutation();
  const { ask, dialog } = useFriendConfirm();

  const add = (person: PersonResult) =>
    ask({
      ...friendActions.add(person.full_name),
      run: () => request({ friendee_id: person.id }).unwrap().catch(failed),
    });
  const accept = (person: PersonResult) =>
    ask({
      ...friendActions.accept(person.full_name),
      run: () =>
        answer({ id: person.friendStatus.friendship!.id, status: 'A' }).unwrap().catch(failed),
    });
  const sendInvite = () =>
    ask({
      ...friendActions.invite(settled),
      run: () =>
        invite({ emails: settled })
          .unwrap()
          .then(() => {
            notifications.show({ color: 'green', message: FRIENDS_MESSAGES.inviteSent });
            setText('');
            // The latest onSearch: the one captured when Invite was clicked may predate the
            // address bar taking the search, and would think there is nothing to clear.
            onSearchRef.current('');
          })
          .catch(() => notifications.show({ color: 'red', message: 'Oops, something went wrong' })),
    });

  const searched = settled.length >= 2 && results !== undefined && settled === text.trim();
  return (
    <Stack gap="sm">
      <TextInput
        label="Find friends"
        description="Search by name or e-mail address; separate several people with ; or ,"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
      />
      {searched && results.length > 0 ? (
        <SearchResults results={results} onAdd={add} onAccept={accept} />
      ) : null}
      {searched && results.length === 0 ? (
        <Text c="dimmed" role="status">
          Nobody in this programme matches “{settled}”.
        </Text>
      ) : null}
      {searched && mayInviteByEmail(settled, results, ownEmail, closed) ? (
        <Button onClick={sendInvite} w="fit-content">
          Invite {settled} by e-mail
        </Button>
      ) : null}
      {closed ? <ContentBlock category="friends" contentKey="reg_closed" /> : null}
      {dialog}
    </Stack>
  );
}
