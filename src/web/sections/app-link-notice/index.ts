import { defineSection } from '../section-definition';
import { AppLinkNotice } from './app-link-notice';

export default defineSection('app-link-notice', AppLinkNotice);
