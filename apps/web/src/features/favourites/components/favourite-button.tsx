import type { Ad } from '@surimarkt/contracts';
import { Suspense, useState } from 'react';
import { useKnownCurrentUser } from '@/shared/api/auth.api';
import { useToast } from '@/shared/hooks/use-toast';
import { LazyLoginRequiredDialog } from '@/shared/ui/lazy-login-required-dialog';
import { hasHeart, useAddFavouriteMutation, useGetFavouriteIdsQuery, useRemoveFavouriteMutation } from '../api/favourites.api';
import { favouritesTexts } from '../favourites.texts';

/** The heart on a card or ad: guests are asked to log in, users toggle and the server keeps it. */
export function FavouriteButton({ ad }: { ad: Pick<Ad, 'id' | 'title'> }) {
  const { data: user } = useKnownCurrentUser();
  // One answer for every card on the page; each heart picks its own ad from it.
  const { isFavourite: isInFavourites } = useGetFavouriteIdsQuery(undefined, {
    skip: !user,
    selectFromResult: ({ data }) => ({ isFavourite: hasHeart(data, ad.id) }),
  });
  const [add, { isLoading: isAdding }] = useAddFavouriteMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveFavouriteMutation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const toast = useToast();
  const isFavourite = !!user && isInFavourites;

  const toggle = async () => {
    if (!user) {
      setIsDialogOpen(true);
      return;
    }
    try {
      if (isFavourite) {
        await remove(ad.id).unwrap();
        toast.success(favouritesTexts.removed(ad.title));
      } else {
        await add(ad.id).unwrap();
        toast.success(favouritesTexts.added(ad.title));
      }
    } catch {
      toast.error(`${favouritesTexts.errorTitle}: ${favouritesTexts.errorText}`);
    }
  };

  return (
    <>
      <button
        type="button"
        className="sm-heart"
        aria-label={isFavourite ? favouritesTexts.remove : favouritesTexts.add}
        aria-pressed={isFavourite}
        disabled={isAdding || isRemoving}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void toggle();
        }}
      >
        {isFavourite ? '♥' : '♡'}
      </button>
      {isDialogOpen && (
        <Suspense fallback={null}>
          <LazyLoginRequiredDialog
            isOpen={isDialogOpen}
            title={favouritesTexts.loginRequiredTitle}
            text={favouritesTexts.loginRequiredText}
            onClose={() => setIsDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
