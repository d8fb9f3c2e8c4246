/**
 * The marketplace catalogue of spec §9, in display order. The quick links on results are the four
 * where the seller keeps the most for the item (@snap/shared/fees), this order breaking ties.
 */
import type { MarketplaceConfig } from './types/entities';

export const MARKETPLACES: readonly MarketplaceConfig[] = [
  {
    id: 'facebook',
    name: 'Facebook Marketplace',
    url: 'https://www.facebook.com/marketplace/create/item',
    icon: '📘',
    supports: { images: true, text: true, url: true },
    shareMethod: 'webshare',
    androidIntentUrl: 'intent://marketplace/#Intent;scheme=fb;package=com.facebook.katana;end',
    appStoreLinks: {
      android: 'https://play.google.com/store/apps/details?id=com.facebook.katana',
      ios: 'https://apps.apple.com/app/id284882215',
      androidPackageId: 'com.facebook.katana',
      iosAppId: '284882215',
    },
  },
  {
    id: 'instagram',
    name: 'Instagram Feed',
    url: 'https://www.instagram.com/',
    icon: '📸',
    supports: { images: true, text: true, url: false },
    shareMethod: 'webshare',
  },
  {
    id: 'offerup',
    name: 'OfferUp',
    url: 'https://offerup.com/post',
    icon: '🏷️',
    supports: { images: true, text: true, url: true },
    shareMethod: 'webshare',
  },
  {
    id: 'mercari',
    name: 'Mercari',
    url: 'https://www.mercari.com/sell/',
    icon: '🛍️',
    supports: { images: true, text: true, url: true },
    shareMethod: 'webshare',
  },
  {
    id: 'craigslist',
    name: 'Craigslist',
    url: 'https://post.craigslist.org/',
    icon: '📋',
    supports: { images: false, text: true, url: true },
    shareMethod: 'clipboard-redirect',
    redirectUrl: 'https://post.craigslist.org/',
  },
  {
    id: 'vinted',
    name: 'Vinted',
    url: 'https://www.vinted.com/items/new',
    icon: '👕',
    supports: { images: false, text: true, url: true },
    shareMethod: 'clipboard-redirect',
    redirectUrl: 'https://www.vinted.com/items/new',
  },
  {
    id: 'depop',
    name: 'Depop',
    url: 'https://www.depop.com/products/create/',
    icon: '🧥',
    supports: { images: false, text: true, url: true },
    shareMethod: 'clipboard-redirect',
    redirectUrl: 'https://www.depop.com/products/create/',
  },
  {
    id: 'poshmark',
    name: 'Poshmark',
    url: 'https://poshmark.com/create-listing',
    icon: '👗',
    supports: { images: false, text: true, url: true },
    shareMethod: 'clipboard-redirect',
    redirectUrl: 'https://poshmark.com/create-listing',
  },
  {
    id: 'ebay',
    name: 'eBay',
    url: 'https://www.ebay.com/sl/sell',
    icon: '🛒',
    supports: { images: false, text: false, url: true },
    shareMethod: 'url-only',
  },
];
