import { ALL_ROLES, isActive, removeRole, rolesAllow, visibleNodes } from './nav-node';
import type { NavNode } from './nav-node';
import type { NavRole } from './derived-roles';
import { isBuilt } from './not-built';

const node = (id: string, extra: Partial<NavNode> = {}): NavNode => ({
  id,
  name: id,
  link: `/${id}`,
  roles: ['Participant'],
  allowClick: true,
  available: true,
  ...extra,
});
const set = (...roles: NavRole[]) => new Set<NavRole>(roles);

describe('navigation nodes', () => {
  it('removes a role from a menu with a role list', () => {
    const menu = node('wall', { roles: ['Participant', 'Poster'] });
    expect(removeRole(menu, 'Poster').roles).toEqual(['Participant']);
    expect(menu.roles).toEqual(['Participant', 'Poster']);
  });

  it('refuses to remove a role from an all-roles menu (spec 1 s4: an error)', () => {
    expect(() => removeRole(node('support', { roles: ALL_ROLES }), 'Poster')).toThrow(
      'Cannot remove the role Poster from the all-roles menu support',
    );
  });

  it('shows a node for ANY of its roles and ALL of its requirements', () => {
    const wall = node('wall', { requires: ['Buddies', ['Wall', 'PrestartWall']] });
    expect(rolesAllow(wall, set('Participant', 'Buddies', 'Wall'))).toBe(true);
    expect(rolesAllow(wall, set('Participant', 'Buddies', 'PrestartWall'))).toBe(true);
    expect(rolesAllow(wall, set('Participant', 'Buddies'))).toBe(false);
    expect(rolesAllow(wall, set('Participant', 'Wall'))).toBe(false);
    expect(rolesAllow(wall, set('Poster', 'Buddies', 'Wall'))).toBe(false);
    expect(rolesAllow(node('legal', { roles: ALL_ROLES }), set())).toBe(true);
  });

  it('keeps hidden, unbuilt and unallowed nodes out of the menu, and empty groups', () => {
    const tree = [
      node('tips', { children: [node('tips.today'), node('tips.single', { hidden: true })] }),
      node('recipes', { available: false }),
      node('staff', { roles: ['Staff'] }),
      node('legal', { link: undefined, children: [node('legal.terms', { roles: ['Staff'] })] }),
    ];
    const menu = visibleNodes(tree, set('Participant'));
    expect(menu.map((each) => each.id)).toEqual(['tips']);
    expect(menu[0].children?.map((each) => each.id)).toEqual(['tips.today']);
  });

  it('is active on its own path or a child’s', () => {
    const tips = node('tips', { children: [node('tips.today')] });
    expect(isActive(tips, '/tips')).toBe(true);
    expect(isActive(tips, '/tips.today')).toBe(true);
    expect(isActive(tips, '/wall')).toBe(false);
  });

  it('knows the screens not built yet, children included', () => {
    expect(isBuilt('team')).toBe(true);
    expect(isBuilt('team.awards')).toBe(true);
    expect(isBuilt('my_stats')).toBe(true);
    expect(isBuilt('emotional_survey')).toBe(false);
    expect(isBuilt('gallery.all')).toBe(true);
    expect(isBuilt('support.contact')).toBe(true);
    expect(isBuilt('tips.today')).toBe(true);
    expect(isBuilt('wall')).toBe(true);
  });
});
