import { Avatar, Box, Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useSetUserFlagMutation } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * The signed-in user's menu in the header: settings, the high-contrast theme (kept for the user
 * on every device: PUT /users/me/flags/show_high_contrast) and log out.
 */
export function UserMenu({ user }: { user: User }) {
  const { full_name: name, image } = user.profile;
  const [setFlag, saving] = useSetUserFlagMutation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          aria-label={`Account menu for ${name}`}
          leftSection={<Avatar src={image?.url} alt="" size="sm" name={name} />}
        >
          {/* On phones the avatar alone: the label still names the menu. */}
          <Box component="span" visibleFrom="sm">
            {name}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.settings}>
          Settings
        </Menu.Item>
        <Menu.Item
          disabled={saving.isLoading}
          onClick={() =>
            void setFlag({ flag: 'show_high_contrast', value: !user.show_high_contrast })
          }
        >
          {user.show_high_contrast ? 'Turn high contrast off' : 'Turn high contrast on'}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.logout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
