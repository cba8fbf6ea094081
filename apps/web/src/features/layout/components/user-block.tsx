import { Link } from 'react-router-dom';
import { displayName, useCurrentUser } from '@/shared/api/auth.api';
import { links } from '@/shared/lib/paths';
import { useLogout } from '../hooks/use-logout';
import { layoutTexts } from '../layout.texts';

/** Guests: the login link. Users: first name (or username) to /profiel and a logout icon. Loading: a circle. */
export function UserBlock() {
  const { data: user, isLoading } = useCurrentUser();
  const logout = useLogout();
  if (isLoading) return <span className="sm-user__placeholder" role="status" aria-label={layoutTexts.userLoading} />;
  if (!user) {
    // May break after the slash on a narrow phone, so the logo keeps its room.
    const [login, register] = layoutTexts.loginRegister.split('/');
    return (
      <Link className="sm-btn sm-user__login" to={links.auth} aria-label={layoutTexts.loginRegister}>
        {login}/<wbr />
        {register}
      </Link>
    );
  }
  return (
    <div className="sm-user">
      <Link className="sm-user__name" to={links.profile} aria-label={displayName(user)}>
        👤 <span className="sm-user__label">{displayName(user)}</span>
      </Link>
      <button
        type="button"
        className="sm-btn sm-btn--ghost"
        aria-label={layoutTexts.logout}
        title={layoutTexts.logout}
        onClick={() => void logout()}
      >
        {/* An SVG, not the ⏻ character: many phone fonts have no glyph for it and show an empty box. */}
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M12 3v9" />
          <path d="M6.3 6.8a8 8 0 1 0 11.4 0" />
        </svg>
      </button>
    </div>
  );
}
