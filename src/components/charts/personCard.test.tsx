import { personCard } from './personCard';

describe('personCard (the referral graph hover card)', () => {
  it('shows the avatar and the nickname', () => {
    const card = personCard({
      id: 'o1',
      data: { label: 'Rider Li', avatar: '/api/v1/mini_tracking/avatars/1.svg' },
    });
    expect(card.textContent).toBe('Rider Li');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/v1/mini_tracking/avatars/1.svg');
  });

  it('never parses a nickname as HTML', () => {
    const card = personCard({ id: 'o2', data: { label: '<img src=x onerror=alert(1)>' } });
    expect(card.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(card.querySelector('img')).toBeNull();
  });

  it('shows no image for an avatar that is not http(s) or a path', () => {
    const card = personCard({ id: 'o3', data: { label: 'X', avatar: 'javascript:alert(1)' } });
    expect(card.querySelector('img')).toBeNull();
  });

  it('falls back to the id without a nickname', () => {
    expect(personCard({ id: 'o4', data: {} }).textContent).toBe('o4');
  });
});
