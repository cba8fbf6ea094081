import { Suspense, useState } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { LazyLoginRequiredDialog } from '@/shared/ui/lazy-login-required-dialog';
import { layoutTexts } from '../layout.texts';

interface PostAdButtonProps {
  className?: string;
  /** Opens the post-ad modal for a logged-in user; app/ supplies it once the posting feature exists. */
  onPostAd?: () => void;
  /** The word beside the icon: the phone header has room for 'Plaatsen' only. */
  label?: string;
}

/** 'Plaats Advertentie': guests get the 'Inloggen Vereist' dialog with the way to /auth. */
export function PostAdButton({ className = 'sm-btn sm-btn--accent', onPostAd, label = layoutTexts.postAd }: PostAdButtonProps) {
  const { data: user, isLoading } = useKnownCurrentUser();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const onClick = () => {
    if (user && onPostAd) onPostAd();
    else if (!user) setIsDialogOpen(true);
  };
  return (
    <>
      <button type="button" className={className} onClick={onClick} disabled={isLoading || (!!user && !onPostAd)}>
        <span aria-hidden="true">➕</span> {label}
      </button>
      {isDialogOpen && (
        <Suspense fallback={null}>
          <LazyLoginRequiredDialog
            isOpen={isDialogOpen}
            title={layoutTexts.loginRequiredTitle}
            text={layoutTexts.loginRequiredText}
            onClose={() => setIsDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
