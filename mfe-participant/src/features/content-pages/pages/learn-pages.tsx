import { ContentList } from '@wellness/shared-ui';

/** /why-systain: the learn category's articles. */
export const WhyPage = () => <ContentList category="learn" titleOrder={2} />;

/** /resources: the resources category's guides. */
export const ResourcesPage = () => <ContentList category="resources" titleOrder={2} />;
