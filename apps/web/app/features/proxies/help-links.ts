/** The help article on refusal codes and traffic counting (seeded content, packages/db/src/seed/content). */
export const refusalArticle = "/help-center/traffic-counting-and-refusal-codes";
