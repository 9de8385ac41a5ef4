import { disabledPromotionRedirect } from './disabled-promotion';

const at = (pathname: string, search = '') => ({
  host: 'closing.localhost:8080',
  protocol: 'http:',
  pathname,
  search,
});

describe('a disabled promotion in the browser (spec 3 s2)', () => {
  it('sends a participant and a visitor to the product page', () => {
    expect(disabledPromotionRedirect({ disabled: true }, 'User', at('/home'))).toBe(
      'http://localhost:8080/',
    );
    expect(disabledPromotionRedirect({ disabled: true }, undefined, at('/welcome'))).toBe(
      'http://localhost:8080/',
    );
  });

  it('keeps coordinators or above, and the staff sign-in', () => {
    expect(disabledPromotionRedirect({ disabled: true }, 'Coordinator', at('/home'))).toBeNull();
    expect(disabledPromotionRedirect({ disabled: true }, 'Master', at('/home'))).toBeNull();
    expect(
      disabledPromotionRedirect({ disabled: true }, undefined, at('/welcome', '?login=true')),
    ).toBeNull();
    expect(disabledPromotionRedirect({ disabled: false }, 'User', at('/home'))).toBeNull();
  });
});
