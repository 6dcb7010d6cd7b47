import type { ClientModule } from '../../client/module';

/**
 * photos module, client side: the photo moderation admin page (held by screening or reported by
 * users; hide, restore, delete). The 'Report this photo' action lives in the tasks module's detail
 * sheet and calls POST /api/photos/{id}/flags (this module's `flagPhoto` endpoint) with its schema.
 */
export const photosClient: ClientModule = {
  id: 'photos',
  // Issue 39: 'Withdraw the open licence of my photos', mounted by the privacy settings.
  slots: { photoLicenceWithdrawal: () => import('./ui/WithdrawPhotoLicence') },
  adminViews: [{ path: 'moderation', labelKey: 'photos:admin.title', permission: 'moderator', lazy: () => import('./admin/PhotoModeration') }],
  i18n: {
    ns: 'photos',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
      fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
      es: () => import(/* webpackChunkName: "texts-es" */ './i18n/es.json'),
      it: () => import(/* webpackChunkName: "texts-it" */ './i18n/it.json'),
      nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
      pl: () => import(/* webpackChunkName: "texts-pl" */ './i18n/pl.json'),
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
