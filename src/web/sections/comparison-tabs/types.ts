import type { ComparisonTabsProps } from '../../../generated/content-types';

/** Names for the parts of the generated props type (the schema inlines them, so they have none). */
export type ComparisonTabData = ComparisonTabsProps['tabs'][number];
export type ProductCardData = ComparisonTabData['cards'][number];
export type ProductCardCta = ProductCardData['cta'];
export type FeatureGroupData = ProductCardData['featureGroups'][number];
export type FeatureValue = FeatureGroupData['features'][number]['value'];
export type UseCaseData = NonNullable<ComparisonTabData['useCase']>;
export type SolutionData = NonNullable<ComparisonTabData['solution']>;
export type PriceExampleData = NonNullable<ComparisonTabData['priceExample']>;
export type TextWithValues = NonNullable<PriceExampleData['intro']>;
