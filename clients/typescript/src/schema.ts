/* Generated from the service's API document by `npm run client:generate`: do not edit. */

/** Any JSON value: the fields the service types as "any" (rich text, prices, metadata). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A counter or goal as a record stores it: a number, or a numeric string (`"40"`), as the contract allows
 * (`PATCH /api/preorders/{id}` stores `funding_goal` as a string). The figures the service computes
 * (`PreorderFigures`, `PreorderCampaign`) are always numbers.
 */
export type NumericValue = number | string;

export interface paths {
    "/api/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record counts of products and preorder-products (action=stats) */
        get: operations["getCollectionStats"];
        put?: never;
        post?: never;
        /** Delete every record of the given collections (users and media are protected) */
        delete: operations["deleteCollections"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole database as a storefront archive (admins only; `storefront export --from-url` saves it)
         * @description One consistent snapshot: every collection, global, user (password hashes included), API key and audit entry, as NDJSON. Sessions and media files are not included. Restore with `storefront import`.
         */
        get: operations["exportArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List announcements: where, sort, limit, page, depth */
        get: operations["listAnnouncements"];
        put?: never;
        /** Create a record of announcements */
        post: operations["createAnnouncement"];
        /** Delete the records of announcements a where matches, all or none */
        delete: operations["deleteAnnouncementsWhere"];
        options?: never;
        head?: never;
        /** Update the records of announcements a where matches, all or none */
        patch: operations["updateAnnouncementsWhere"];
        trace?: never;
    };
    "/api/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of announcements */
        get: operations["getAnnouncement"];
        put?: never;
        post?: never;
        /** Delete a record of announcements */
        delete: operations["deleteAnnouncement"];
        options?: never;
        head?: never;
        /** Update some fields of a record of announcements */
        patch: operations["updateAnnouncement"];
        trace?: never;
    };
    "/api/announcements/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of announcements a where matches */
        get: operations["countAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of announcements, from the audit trail */
        get: operations["listAnnouncementVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of announcements */
        get: operations["getAnnouncementVersion"];
        put?: never;
        /** Restore announcements to a version */
        post: operations["restoreAnnouncementVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys (admins: everybody's, or one user's with ?user=) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create a personal API key (shown once): for yourself, or for anyone as an admin */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (your own, or anyone's as an admin) */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List articles: where, sort, limit, page, depth */
        get: operations["listArticles"];
        put?: never;
        /** Create a record of articles */
        post: operations["createArticle"];
        /** Delete the records of articles a where matches, all or none */
        delete: operations["deleteArticlesWhere"];
        options?: never;
        head?: never;
        /** Update the records of articles a where matches, all or none */
        patch: operations["updateArticlesWhere"];
        trace?: never;
    };
    "/api/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of articles */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        /** Delete a record of articles */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        /** Update some fields of a record of articles */
        patch: operations["updateArticle"];
        trace?: never;
    };
    "/api/articles/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of articles a where matches */
        get: operations["countArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of articles, from the audit trail */
        get: operations["listArticleVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/articles/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of articles */
        get: operations["getArticleVersion"];
        put?: never;
        /** Restore articles to a version */
        post: operations["restoreArticleVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first (admins only): who changed what, with old and new values */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clear-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delete all products, preorder products, announcements and articles (confirm=true) */
        get: operations["clearStorefrontData"];
        put?: never;
        /** Delete every record of the given collections (default products, announcements, articles) */
        post: operations["clearCollections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commerce/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an event of the commerce backend (Standard Webhooks, signed with COMMERCE_WEBHOOK_SECRET)
         * @description `{type, timestamp, data}`; type one of order.placed, order.canceled, product.created, product.updated, product.deleted. Orders: data `{id, items: [{product_id, variant_id, quantity}]}`; products: `{id}`. Each event id counts once.
         */
        post: operations["receiveCommerceEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/hero-slider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the hero-slider global */
        get: operations["getHeroSlider"];
        put?: never;
        /** Update the hero-slider global */
        post: operations["updateHeroSlider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/hero-slider/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of globals/hero-slider, from the audit trail */
        get: operations["listHeroSliderVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/hero-slider/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of globals/hero-slider */
        get: operations["getHeroSliderVersion"];
        put?: never;
        /** Restore globals/hero-slider to a version */
        post: operations["restoreHeroSliderVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/product-recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the product-recommendations global */
        get: operations["getProductRecommendations"];
        put?: never;
        /** Update the product-recommendations global */
        post: operations["updateProductRecommendations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/product-recommendations/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of globals/product-recommendations, from the audit trail */
        get: operations["listProductRecommendationsVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/globals/product-recommendations/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of globals/product-recommendations */
        get: operations["getProductRecommendationsVersion"];
        put?: never;
        /** Restore globals/product-recommendations to a version */
        post: operations["restoreProductRecommendationsVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Home page data: announcements, hero slides, recommendation lists with preorder figures
         * @description Sends a strong ETag and PUBLIC_CACHE_CONTROL; answers 304 to a matching If-None-Match.
         */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List media: where, sort, limit, page, depth */
        get: operations["listMedia"];
        put?: never;
        /** Create a media record: upload an image (multipart/form-data: file, alt) or give the URL of one hosted elsewhere (JSON) */
        post: operations["uploadMedia"];
        /** Delete the records of media a where matches, all or none */
        delete: operations["deleteMediaWhere"];
        options?: never;
        head?: never;
        /** Update the records of media a where matches, all or none */
        patch: operations["updateMediaWhere"];
        trace?: never;
    };
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of media */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        /** Delete a record of media */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        /** Update some fields of a record of media */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/api/media/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of media a where matches */
        get: operations["countMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of media, from the audit trail */
        get: operations["listMediaVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of media */
        get: operations["getMediaVersion"];
        put?: never;
        /** Restore media to a version */
        post: operations["restoreMediaVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preorder-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List preorder-products: where, sort, limit, page, depth */
        get: operations["listPreorderProducts"];
        put?: never;
        /** Create a record of preorder-products */
        post: operations["createPreorderProduct"];
        /** Delete the records of preorder-products a where matches, all or none */
        delete: operations["deletePreorderProductsWhere"];
        options?: never;
        head?: never;
        /** Update the records of preorder-products a where matches, all or none */
        patch: operations["updatePreorderProductsWhere"];
        trace?: never;
    };
    "/api/preorder-products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of preorder-products */
        get: operations["getPreorderProduct"];
        put?: never;
        post?: never;
        /** Delete a record of preorder-products */
        delete: operations["deletePreorderProduct"];
        options?: never;
        head?: never;
        /** Update some fields of a record of preorder-products */
        patch: operations["updatePreorderProduct"];
        trace?: never;
    };
    "/api/preorder-products/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of preorder-products a where matches */
        get: operations["countPreorderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preorder-products/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of preorder-products, from the audit trail */
        get: operations["listPreorderProductVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preorder-products/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of preorder-products */
        get: operations["getPreorderProductVersion"];
        put?: never;
        /** Restore preorder-products to a version */
        post: operations["restorePreorderProductVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preorders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preorder product detail by internal id, backendId or seedId
         * @description Sends a strong ETag and PUBLIC_CACHE_CONTROL; answers 304 to a matching If-None-Match.
         */
        get: operations["getPreorder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a variant's counters in the commerce backend (variant_id given), or the product's preorder fields */
        patch: operations["updatePreorder"];
        trace?: never;
    };
    "/api/preorders/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preorder detail as Server-Sent Events, sent again whenever its figures change
         * @description text/event-stream: an `event: preorder` with the detail of GET /api/preorders/{id} (its `id:` is that answer's ETag) at once and after every change, a comment as heartbeat every LIVE_HEARTBEAT_MS, and `event: gone` when the product is deleted. With `Last-Event-ID` equal to the current detail's id the first event is skipped.
         */
        get: operations["streamPreorder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preorders/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commerce backend orders containing this preorder product, newest first */
        get: operations["listPreorderOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preview-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A preview token for one record's draft, and the storefront link that opens it in draft mode */
        post: operations["createPreviewToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products: where, sort, limit, page, depth */
        get: operations["listProducts"];
        put?: never;
        /** Create a record of products */
        post: operations["createProduct"];
        /** Delete the records of products a where matches, all or none */
        delete: operations["deleteProductsWhere"];
        options?: never;
        head?: never;
        /** Update the records of products a where matches, all or none */
        patch: operations["updateProductsWhere"];
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of products */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /** Delete a record of products */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Update some fields of a record of products */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/products/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of products a where matches */
        get: operations["countProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of products, from the audit trail */
        get: operations["listProductVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of products */
        get: operations["getProductVersion"];
        put?: never;
        /** Restore products to a version */
        post: operations["restoreProductVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/product-recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published products of the recommendation lists (cached 3600 s, 600 s when disabled)
         * @description Needs x-store-api-key. Sends a strong ETag and PUBLIC_CACHE_CONTROL; the key is checked before any 304.
         */
        get: operations["getRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The collections' and globals' fields, how the admin app presents them, who owns each, and what the caller may do */
        get: operations["getContentSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync-backend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sync one product (backendId or recordId) or all products from the commerce backend */
        get: operations["syncBackend"];
        put?: never;
        /** Sync as GET, with the names in a JSON body; forceUpdate defaults to true */
        post: operations["syncBackendWithBody"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sync runs, newest first (editors and above): who asked, progress while running, totals and error when done */
        get: operations["listSyncRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users: where, sort, limit, page, depth
         * @description Admins only, in every mode: the admin key, an admin's session or API key. Others get 401 or 403; an article's author stays a bare id for them.
         */
        get: operations["listUsers"];
        put?: never;
        /** Create a record of users */
        post: operations["createUser"];
        /** Delete the records of users a where matches, all or none */
        delete: operations["deleteUsersWhere"];
        options?: never;
        head?: never;
        /** Update the records of users a where matches, all or none */
        patch: operations["updateUsersWhere"];
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one record of users */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a record of users */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Update some fields of a record of users */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/users/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count the records of users a where matches */
        get: operations["countUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: answers a session token and sets the session cookie */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session (the cookie is cleared) */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (from the session cookie or token), or user: null */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your own name or password (signed in; a new password needs the current one and ends every session) */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/api/users/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace this session by a new one with a new expiry */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions of users, from the audit trail */
        get: operations["listUserVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of users */
        get: operations["getUserVersion"];
        put?: never;
        /** Restore users to a version */
        post: operations["restoreUserVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints (never their secrets) */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register an endpoint: its signing secret is in this answer only */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /** Delete an endpoint with its delivery log */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /** Change an endpoint; enabled: true re-enables a disabled one (its pending deliveries resume) */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's delivery log, newest first: each event, its status and every attempt */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now, with a fresh retry schedule */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace an endpoint's signing secret (the new one is in this answer only; the old one signs beside it for 24 hours) */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event types an endpoint can subscribe to */
        get: operations["listWebhookEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An uploaded media file */
        get: operations["getMediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 while the database answers (with `redis: unavailable` when REDIS_URL is set and Redis does not), 503 when it does not */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A record of announcements */
        Announcement: Announcement;
        AnnouncementChange: AnnouncementChange;
        /** @description The fields of a new record of announcements */
        AnnouncementInput: AnnouncementInput;
        /** @description A page of announcements */
        AnnouncementPage: AnnouncementPage;
        /** @description Fields of a record of announcements to change */
        AnnouncementPatch: AnnouncementPatch;
        AnnouncementsBulk: AnnouncementsBulk;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        AnnouncementWhere: AnnouncementWhere;
        /** @description A record of articles */
        Article: Article;
        ArticleChange: ArticleChange;
        /** @description The fields of a new record of articles */
        ArticleInput: ArticleInput;
        /** @description A page of articles */
        ArticlePage: ArticlePage;
        /** @description Fields of a record of articles to change */
        ArticlePatch: ArticlePatch;
        ArticlesBulk: ArticlesBulk;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        ArticleWhere: ArticleWhere;
        AuditEntry: AuditEntry;
        AuditEntryPage: AuditEntryPage;
        ClearCollectionsBody: ClearCollectionsBody;
        ClearCollectionsResponse: ClearCollectionsResponse;
        ClearStorefrontDataResponse: ClearStorefrontDataResponse;
        /** @description Refusal below 500 (home and preorder routes) */
        ClientError: ClientError;
        CountAnnouncementsResponse: CountAnnouncementsResponse;
        CountArticlesResponse: CountArticlesResponse;
        CountMediaResponse: CountMediaResponse;
        CountPreorderProductsResponse: CountPreorderProductsResponse;
        CountProductsResponse: CountProductsResponse;
        CountUsersResponse: CountUsersResponse;
        CreateApiKeyBody: CreateApiKeyBody;
        CreateApiKeyResponse: CreateApiKeyResponse;
        CreatePreviewTokenBody: CreatePreviewTokenBody;
        CreatePreviewTokenResponse: CreatePreviewTokenResponse;
        CreateWebhookEndpointBody: CreateWebhookEndpointBody;
        CreateWebhookEndpointResponse: CreateWebhookEndpointResponse;
        DeleteCollectionsResponse: DeleteCollectionsResponse;
        /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
        DeleteProductsWhere400Error: DeleteProductsWhere400Error;
        DeleteWebhookEndpointResponse: DeleteWebhookEndpointResponse;
        ExportArchiveResponse: ExportArchiveResponse;
        /** @description How the admin app presents a field (src/content/fields.ts FieldAdmin) */
        FieldAdmin: FieldAdmin;
        /** @description Failure (content API, accounts, media) */
        FieldErrors: FieldErrors;
        /** @description Failure outside the API (metrics) */
        FrameworkError: FrameworkError;
        GetApiDocumentResponse: GetApiDocumentResponse;
        GetCollectionStatsResponse: GetCollectionStatsResponse;
        GetContentSchemaResponse: GetContentSchemaResponse;
        GetHealthResponse: GetHealthResponse;
        GetHeroSliderVersionResponse: GetHeroSliderVersionResponse;
        /** @description The home page data */
        GetHomeResponse: HomeData;
        /** Format: binary */
        GetMediaFileResponse: GetMediaFileResponse;
        GetMeResponse: GetMeResponse;
        /** @description Protected mode and no credential with the viewer role */
        GetMetrics401Error: GetMetrics401Error;
        /** @description A credential without the viewer role */
        GetMetrics403Error: GetMetrics403Error;
        GetMetricsResponse: GetMetricsResponse;
        /** @description The preorder product with its figures */
        GetPreorderResponse: PreorderDetail;
        GetProductVersionResponse: GetProductVersionResponse;
        GetReadiness503Error: GetReadiness503Error;
        GetReadinessResponse: GetReadinessResponse;
        GetRecommendationsResponse: Recommendations;
        GetWebhookEndpointResponse: GetWebhookEndpointResponse;
        /** @description The hero-slider global */
        HeroSlider: HeroSlider;
        /** @description Fields of hero-slider to write */
        HeroSliderInput: HeroSliderInput;
        HeroSliderUpdated: HeroSliderUpdated;
        JsonArray: JsonArray;
        JsonObject: JsonObject;
        /** @description Any JSON value */
        JsonValue: JsonValue;
        ListApiKeysResponse: ListApiKeysResponse;
        ListHeroSliderVersionsResponse: ListHeroSliderVersionsResponse;
        ListPreorderOrdersResponse: ListPreorderOrdersResponse;
        ListProductVersionsResponse: ListProductVersionsResponse;
        ListSyncRunsResponse: ListSyncRunsResponse;
        ListWebhookDeliveriesResponse: ListWebhookDeliveriesResponse;
        ListWebhookEndpointsResponse: ListWebhookEndpointsResponse;
        ListWebhookEventTypesResponse: ListWebhookEventTypesResponse;
        /** @description A record of media */
        Media: Media;
        MediaBulk: MediaBulk;
        MediaChange: MediaChange;
        /** @description The fields of a new record of media */
        MediaInput: MediaInput;
        /** @description A page of media */
        MediaPage: MediaPage;
        /** @description Fields of a record of media to change */
        MediaPatch: MediaPatch;
        MediaUpload: MediaUpload;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        MediaWhere: MediaWhere;
        /** @description A record of preorder-products */
        PreorderProduct: PreorderProduct;
        PreorderProductChange: PreorderProductChange;
        /** @description The fields of a new record of preorder-products */
        PreorderProductInput: PreorderProductInput;
        /** @description A page of preorder-products */
        PreorderProductPage: PreorderProductPage;
        /** @description Fields of a record of preorder-products to change */
        PreorderProductPatch: PreorderProductPatch;
        PreorderProductsBulk: PreorderProductsBulk;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        PreorderProductWhere: PreorderProductWhere;
        /** @description A record of products */
        Product: Product;
        ProductChange: ProductChange;
        /** @description The fields of a new record of products */
        ProductInput: ProductInput;
        /** @description A page of products */
        ProductPage: ProductPage;
        /** @description Fields of a record of products to change */
        ProductPatch: ProductPatch;
        /** @description The product-recommendations global */
        ProductRecommendations: ProductRecommendations;
        /** @description Fields of product-recommendations to write */
        ProductRecommendationsInput: ProductRecommendationsInput;
        ProductRecommendationsUpdated: ProductRecommendationsUpdated;
        ProductsBulk: ProductsBulk;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        ProductWhere: ProductWhere;
        PublishedField: PublishedField;
        /** @description A field definition as GET /api/schema publishes it */
        PublishedFieldType: PublishedFieldType;
        ReceiveCommerceEventResponse: ReceiveCommerceEventResponse;
        RedeliverWebhookResponse: RedeliverWebhookResponse;
        RefreshSessionResponse: RefreshSessionResponse;
        RestoreHeroSliderVersionResponse: RestoreHeroSliderVersionResponse;
        /** @description The restored record, with a message beside its fields */
        RestoreProductVersionResponse: RestoreProductVersionResponse;
        RevokeApiKeyResponse: RevokeApiKeyResponse;
        RotateWebhookSecretResponse: RotateWebhookSecretResponse;
        /** @description Failure from 500 (home and preorder routes) */
        ServerError: ServerError;
        SignInBody: SignInBody;
        SignInResponse: SignInResponse;
        SignOutResponse: SignOutResponse;
        StreamPreorderResponse: StreamPreorderResponse;
        /** @description Failure (maintenance, recommendations and sync routes) */
        SuccessFalseError: SuccessFalseError;
        SyncBackendResponse: SyncBackendResponse;
        SyncBackendWithBodyBody: SyncBackendWithBodyBody;
        SyncBackendWithBodyResponse: SyncBackendWithBodyResponse;
        /** @description What the sync did with one product */
        SyncDetail: SyncDetail;
        UpdateMeBody: UpdateMeBody;
        UpdateMeResponse: UpdateMeResponse;
        UpdatePreorderBody: UpdatePreorderBody;
        UpdatePreorderResponse: UpdatePreorderResponse;
        /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
        UpdateProductsWhere400Error: UpdateProductsWhere400Error;
        UpdateWebhookEndpointBody: UpdateWebhookEndpointBody;
        UpdateWebhookEndpointResponse: UpdateWebhookEndpointResponse;
        UploadMediaResponse: UploadMediaResponse;
        /** @description A record of users */
        User: User;
        UserChange: UserChange;
        /** @description The fields of a new record of users */
        UserInput: UserInput;
        /** @description A page of users */
        UserPage: UserPage;
        /** @description Fields of a record of users to change */
        UserPatch: UserPatch;
        UsersBulk: UsersBulk;
        /** @description Conditions on the fields, e.g. where[status][equals]=published */
        UserWhere: UserWhere;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCollectionStats: {
        parameters: {
            query?: {
                /** @example stats */
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "products": 200,
                     *       "preorderProducts": 200,
                     *       "total": 400
                     *     }
                     */
                    "application/json": GetCollectionStatsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    deleteCollections: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated slugs
                 * @example articles,announcements
                 */
                collections?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Cleared 2 collection(s)",
                     *       "results": {
                     *         "articles": 4,
                     *         "announcements": 10
                     *       }
                     *     }
                     */
                    "application/json": DeleteCollectionsResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    exportArchive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive (NDJSON: a header line, one line per record, a trailer with counts and SHA-256) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {"format":"storefront-archive","version":1,…}
                     *     …
                     */
                    "application/x-ndjson": ExportArchiveResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Your role may not do this."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: AnnouncementWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of announcements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "type": "info",
                     *           "summary": "",
                     *           "content": null,
                     *           "priority": 0,
                     *           "publishedAt": null,
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "showOnHomepage": false,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": AnnouncementPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit",
                 *       "type": "info",
                 *       "summary": "",
                 *       "content": null,
                 *       "priority": 0,
                 *       "publishedAt": null,
                 *       "status": "draft",
                 *       "publishAt": null,
                 *       "showOnHomepage": false
                 *     }
                 */
                "application/json": AnnouncementInput;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "type": "info",
                     *         "summary": "",
                     *         "content": null,
                     *         "priority": 0,
                     *         "publishedAt": null,
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "showOnHomepage": false,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "announcements document created successfully."
                     *     }
                     */
                    "application/json": AnnouncementChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteAnnouncementsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: AnnouncementWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "type": "info",
                     *           "summary": "",
                     *           "content": null,
                     *           "priority": 0,
                     *           "publishedAt": null,
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "showOnHomepage": false,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 announcements document successfully."
                     *     }
                     */
                    "application/json": AnnouncementsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateAnnouncementsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: AnnouncementWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": AnnouncementPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "type": "info",
                     *           "summary": "",
                     *           "content": null,
                     *           "priority": 0,
                     *           "publishedAt": null,
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "showOnHomepage": false,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 announcements document successfully."
                     *     }
                     */
                    "application/json": AnnouncementsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getAnnouncement: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Winter Kit",
                     *       "type": "info",
                     *       "summary": "",
                     *       "content": null,
                     *       "priority": 0,
                     *       "publishedAt": null,
                     *       "status": "draft",
                     *       "publishAt": null,
                     *       "showOnHomepage": false,
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": Announcement;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "type": "info",
                     *         "summary": "",
                     *         "content": null,
                     *         "priority": 0,
                     *         "publishedAt": null,
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "showOnHomepage": false,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "announcements document deleted successfully."
                     *     }
                     */
                    "application/json": AnnouncementChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": AnnouncementPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "type": "info",
                     *         "summary": "",
                     *         "content": null,
                     *         "priority": 0,
                     *         "publishedAt": null,
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "showOnHomepage": false,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "announcements document updated successfully."
                     *     }
                     */
                    "application/json": AnnouncementChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countAnnouncements: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: AnnouncementWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountAnnouncementsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listAnnouncementVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getAnnouncementVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreAnnouncementVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                user?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "0f1e2d3c4b5a69788796a5b4",
                     *           "name": "storefront build",
                     *           "prefix": "sfk_Q2x9aB",
                     *           "role": "viewer",
                     *           "user": "6751f0c2a1b2c3d4e5f60718",
                     *           "createdAt": "2026-11-24T09:00:00.000Z",
                     *           "lastUsedAt": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": ListApiKeysResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": CreateApiKeyBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "0f1e2d3c4b5a69788796a5b4",
                     *         "name": "storefront build",
                     *         "prefix": "sfk_Q2x9aB",
                     *         "role": "viewer",
                     *         "user": "6751f0c2a1b2c3d4e5f60718",
                     *         "createdAt": "2026-11-24T09:00:00.000Z",
                     *         "lastUsedAt": null
                     *       },
                     *       "key": "sfk_…",
                     *       "message": "API key created: copy it now, it is not shown again."
                     *     }
                     */
                    "application/json": CreateApiKeyResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "0f1e2d3c4b5a69788796a5b4",
                     *         "name": "storefront build",
                     *         "prefix": "sfk_Q2x9aB",
                     *         "role": "viewer",
                     *         "user": "6751f0c2a1b2c3d4e5f60718",
                     *         "createdAt": "2026-11-24T09:00:00.000Z",
                     *         "lastUsedAt": null
                     *       },
                     *       "message": "API key revoked."
                     *     }
                     */
                    "application/json": RevokeApiKeyResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listArticles: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: ArticleWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "slug": null,
                     *           "excerpt": "",
                     *           "content": null,
                     *           "coverImage": null,
                     *           "author": null,
                     *           "tags": [],
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "publishedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ArticlePage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit",
                 *       "slug": null,
                 *       "excerpt": "",
                 *       "content": null,
                 *       "coverImage": null,
                 *       "author": null,
                 *       "tags": [],
                 *       "status": "draft",
                 *       "publishAt": null,
                 *       "publishedAt": null
                 *     }
                 */
                "application/json": ArticleInput;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "slug": null,
                     *         "excerpt": "",
                     *         "content": null,
                     *         "coverImage": null,
                     *         "author": null,
                     *         "tags": [],
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "publishedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "articles document created successfully."
                     *     }
                     */
                    "application/json": ArticleChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteArticlesWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: ArticleWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "slug": null,
                     *           "excerpt": "",
                     *           "content": null,
                     *           "coverImage": null,
                     *           "author": null,
                     *           "tags": [],
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "publishedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 articles document successfully."
                     *     }
                     */
                    "application/json": ArticlesBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateArticlesWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: ArticleWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": ArticlePatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "slug": null,
                     *           "excerpt": "",
                     *           "content": null,
                     *           "coverImage": null,
                     *           "author": null,
                     *           "tags": [],
                     *           "status": "draft",
                     *           "publishAt": null,
                     *           "publishedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 articles document successfully."
                     *     }
                     */
                    "application/json": ArticlesBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getArticle: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Winter Kit",
                     *       "slug": null,
                     *       "excerpt": "",
                     *       "content": null,
                     *       "coverImage": null,
                     *       "author": null,
                     *       "tags": [],
                     *       "status": "draft",
                     *       "publishAt": null,
                     *       "publishedAt": null,
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": Article;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "slug": null,
                     *         "excerpt": "",
                     *         "content": null,
                     *         "coverImage": null,
                     *         "author": null,
                     *         "tags": [],
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "publishedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "articles document deleted successfully."
                     *     }
                     */
                    "application/json": ArticleChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": ArticlePatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "slug": null,
                     *         "excerpt": "",
                     *         "content": null,
                     *         "coverImage": null,
                     *         "author": null,
                     *         "tags": [],
                     *         "status": "draft",
                     *         "publishAt": null,
                     *         "publishedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "articles document updated successfully."
                     *     }
                     */
                    "application/json": ArticleChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countArticles: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: ArticleWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountArticlesResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listArticleVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getArticleVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreArticleVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description A user id (sessions and that user's keys) */
                actor?: string;
                collection?: string;
                /** @description ISO date-time, inclusive */
                from?: string;
                /** @description The changed record's id */
                id?: string;
                limit?: number;
                operation?: string;
                page?: number;
                /** @description ISO date-time, inclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page: docs, totalDocs, limit, page, totalPages, … */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "at": "2026-11-24T09:15:02.113Z",
                     *           "actor": {
                     *             "kind": "user",
                     *             "id": "6751f0c2a1b2c3d4e5f60718",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "collection": "announcements",
                     *           "documentId": "45fc346a65ba293add7af9db",
                     *           "operation": "update",
                     *           "changes": {
                     *             "title": [
                     *               "Old title",
                     *               "New title"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "page": 1,
                     *       "totalPages": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": AuditEntryPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    clearStorefrontData: {
        parameters: {
            query?: {
                /** @example true */
                confirm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Data cleared",
                     *       "results": {
                     *         "products": 200,
                     *         "preorderProducts": 200,
                     *         "announcements": 10,
                     *         "articles": 0,
                     *         "errors": []
                     *       }
                     *     }
                     */
                    "application/json": ClearStorefrontDataResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    clearCollections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description {collections?: string[]} */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "collections": [
                 *         "articles"
                 *       ]
                 *     }
                 */
                "application/json": ClearCollectionsBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Cleared 2 collection(s)",
                     *       "results": {
                     *         "articles": 4,
                     *         "announcements": 10
                     *       }
                     *     }
                     */
                    "application/json": ClearCollectionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    receiveCommerceEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order order_01 counted.",
                     *       "duplicate": false,
                     *       "counters": [
                     *         {
                     *           "variantId": "variant_01",
                     *           "change": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": ReceiveCommerceEventResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The file is larger than this service accepts."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Unsupported media type."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getHeroSlider: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hero-slider global */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "slides": []
                     *     }
                     */
                    "application/json": HeroSlider;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateHeroSlider: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slides": []
                 *     }
                 */
                "application/json": HeroSliderInput;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": {
                     *         "slides": []
                     *       },
                     *       "message": "Updated hero-slider successfully."
                     *     }
                     */
                    "application/json": HeroSliderUpdated;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listHeroSliderVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListHeroSliderVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getHeroSliderVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetHeroSliderVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreHeroSliderVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "slides": []
                     *       },
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreHeroSliderVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getProductRecommendations: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product-recommendations global */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "enabled": false,
                     *       "lists": []
                     *     }
                     */
                    "application/json": ProductRecommendations;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateProductRecommendations: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false,
                 *       "lists": []
                 *     }
                 */
                "application/json": ProductRecommendationsInput;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "result": {
                     *         "enabled": false,
                     *         "lists": []
                     *       },
                     *       "message": "Updated product-recommendations successfully."
                     *     }
                     */
                    "application/json": ProductRecommendationsUpdated;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listProductRecommendationsVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListHeroSliderVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getProductRecommendationsVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetHeroSliderVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreProductRecommendationsVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "slides": []
                     *       },
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreHeroSliderVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home page data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "announcements": [
                     *         {
                     *           "id": "a1",
                     *           "title": "Shipping update",
                     *           "type": "news",
                     *           "summary": "Batch 1 ships Monday",
                     *           "priority": 5,
                     *           "publishedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "heroSlider": {
                     *         "slides": [
                     *           {
                     *             "title": "Winter Kit",
                     *             "image": "m1"
                     *           }
                     *         ]
                     *       },
                     *       "productRecommendations": {
                     *         "enabled": true,
                     *         "lists": [
                     *           {
                     *             "title": "Featured",
                     *             "subtitle": "Back it now",
                     *             "preorder": true,
                     *             "products": [
                     *               {
                     *                 "id": "p1",
                     *                 "backendId": "prod_01",
                     *                 "handle": "winter-kit",
                     *                 "seedId": null,
                     *                 "title": "Winter Kit",
                     *                 "thumbnail": null,
                     *                 "status": "published",
                     *                 "description": "",
                     *                 "content": null,
                     *                 "startPrice": 49,
                     *                 "relationTo": "preorder-products",
                     *                 "preorder": {
                     *                   "type": "standard",
                     *                   "fundingGoal": 100,
                     *                   "orderCount": 23,
                     *                   "startDate": null,
                     *                   "endDate": "2026-12-24T00:00:00.000Z",
                     *                   "progress": 23,
                     *                   "daysLeft": 31,
                     *                   "backers": 23
                     *                 }
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": HomeData;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
        };
    };
    listMedia: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: MediaWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of media */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "url": "Winter Kit",
                     *           "filename": null,
                     *           "alt": "",
                     *           "mimeType": null,
                     *           "filesize": null,
                     *           "width": null,
                     *           "height": null,
                     *           "sizes": {},
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": MediaPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://images.example.com/kit.jpg",
                 *       "alt": "Winter Kit"
                 *     }
                 */
                "application/json": MediaInput;
                /**
                 * @example {
                 *       "alt": "Winter Kit"
                 *     }
                 */
                "multipart/form-data": MediaUpload;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Shipping update",
                     *         "type": "news",
                     *         "status": "published",
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "announcements document created successfully."
                     *     }
                     */
                    "application/json": UploadMediaResponse;
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "url": "/media/kit.jpg",
                     *         "alt": "Winter Kit",
                     *         "width": 1200,
                     *         "height": 800,
                     *         "mimeType": "image/jpeg",
                     *         "filename": "kit.jpg",
                     *         "sizes": {
                     *           "thumbnail": {
                     *             "url": "/media/kit-thumbnail.jpg",
                     *             "width": 300,
                     *             "height": 200,
                     *             "mimeType": "image/jpeg",
                     *             "filesize": 14210,
                     *             "filename": "kit-300x200.jpg"
                     *           },
                     *           "card": {
                     *             "url": "/media/kit-card.jpg",
                     *             "width": 768,
                     *             "height": 512,
                     *             "mimeType": "image/jpeg",
                     *             "filesize": 61544,
                     *             "filename": "kit-768x512.jpg"
                     *           }
                     *         },
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "media document created successfully."
                     *     }
                     */
                    "application/json": MediaChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Payload Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The file is larger than this service accepts."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unsupported Media Type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Unsupported media type."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Insufficient Storage */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Insufficient Storage"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteMediaWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: MediaWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "url": "Winter Kit",
                     *           "filename": null,
                     *           "alt": "",
                     *           "mimeType": null,
                     *           "filesize": null,
                     *           "width": null,
                     *           "height": null,
                     *           "sizes": {},
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 media document successfully."
                     *     }
                     */
                    "application/json": MediaBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateMediaWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: MediaWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "Winter Kit"
                 *     }
                 */
                "application/json": MediaPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "url": "Winter Kit",
                     *           "filename": null,
                     *           "alt": "",
                     *           "mimeType": null,
                     *           "filesize": null,
                     *           "width": null,
                     *           "height": null,
                     *           "sizes": {},
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 media document successfully."
                     *     }
                     */
                    "application/json": MediaBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getMedia: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "url": "Winter Kit",
                     *       "filename": null,
                     *       "alt": "",
                     *       "mimeType": null,
                     *       "filesize": null,
                     *       "width": null,
                     *       "height": null,
                     *       "sizes": {},
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": Media;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "url": "Winter Kit",
                     *         "filename": null,
                     *         "alt": "",
                     *         "mimeType": null,
                     *         "filesize": null,
                     *         "width": null,
                     *         "height": null,
                     *         "sizes": {},
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "media document deleted successfully."
                     *     }
                     */
                    "application/json": MediaChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "Winter Kit"
                 *     }
                 */
                "application/json": MediaPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "url": "Winter Kit",
                     *         "filename": null,
                     *         "alt": "",
                     *         "mimeType": null,
                     *         "filesize": null,
                     *         "width": null,
                     *         "height": null,
                     *         "sizes": {},
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "media document updated successfully."
                     *     }
                     */
                    "application/json": MediaChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countMedia: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: MediaWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountMediaResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listMediaVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getMediaVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreMediaVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listPreorderProducts: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: PreorderProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of preorder-products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "_status": "draft",
                     *           "publishAt": null,
                     *           "preorderStartDate": null,
                     *           "preorderEndDate": null,
                     *           "fundingGoal": 0,
                     *           "preorderType": "standard",
                     *           "fakeOrderCount": 0,
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "orderCount": 0,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": PreorderProductPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createPreorderProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_status": "draft",
                 *       "publishAt": null,
                 *       "preorderStartDate": null,
                 *       "preorderEndDate": null,
                 *       "fundingGoal": 0,
                 *       "preorderType": "standard",
                 *       "fakeOrderCount": 0,
                 *       "title": "Winter Kit",
                 *       "description": "",
                 *       "variants": [],
                 *       "content": null,
                 *       "handle": null,
                 *       "status": "draft",
                 *       "thumbnail": null,
                 *       "images": [],
                 *       "seedId": null,
                 *       "backendId": null,
                 *       "startPrice": null,
                 *       "categories": [],
                 *       "collection": null,
                 *       "metadata": {},
                 *       "lastSyncedAt": null,
                 *       "orderCount": 0
                 *     }
                 */
                "application/json": PreorderProductInput;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "_status": "draft",
                     *         "publishAt": null,
                     *         "preorderStartDate": null,
                     *         "preorderEndDate": null,
                     *         "fundingGoal": 0,
                     *         "preorderType": "standard",
                     *         "fakeOrderCount": 0,
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "orderCount": 0,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "preorder-products document created successfully."
                     *     }
                     */
                    "application/json": PreorderProductChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deletePreorderProductsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: PreorderProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "_status": "draft",
                     *           "publishAt": null,
                     *           "preorderStartDate": null,
                     *           "preorderEndDate": null,
                     *           "fundingGoal": 0,
                     *           "preorderType": "standard",
                     *           "fakeOrderCount": 0,
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "orderCount": 0,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 preorder-products document successfully."
                     *     }
                     */
                    "application/json": PreorderProductsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updatePreorderProductsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: PreorderProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_status": "draft"
                 *     }
                 */
                "application/json": PreorderProductPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "_status": "draft",
                     *           "publishAt": null,
                     *           "preorderStartDate": null,
                     *           "preorderEndDate": null,
                     *           "fundingGoal": 0,
                     *           "preorderType": "standard",
                     *           "fakeOrderCount": 0,
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "orderCount": 0,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 preorder-products document successfully."
                     *     }
                     */
                    "application/json": PreorderProductsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getPreorderProduct: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "_status": "draft",
                     *       "publishAt": null,
                     *       "preorderStartDate": null,
                     *       "preorderEndDate": null,
                     *       "fundingGoal": 0,
                     *       "preorderType": "standard",
                     *       "fakeOrderCount": 0,
                     *       "title": "Winter Kit",
                     *       "description": "",
                     *       "variants": [],
                     *       "content": null,
                     *       "handle": null,
                     *       "status": "draft",
                     *       "thumbnail": null,
                     *       "images": [],
                     *       "seedId": null,
                     *       "backendId": null,
                     *       "startPrice": null,
                     *       "categories": [],
                     *       "collection": null,
                     *       "metadata": {},
                     *       "lastSyncedAt": null,
                     *       "orderCount": 0,
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": PreorderProduct;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deletePreorderProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "_status": "draft",
                     *         "publishAt": null,
                     *         "preorderStartDate": null,
                     *         "preorderEndDate": null,
                     *         "fundingGoal": 0,
                     *         "preorderType": "standard",
                     *         "fakeOrderCount": 0,
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "orderCount": 0,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "preorder-products document deleted successfully."
                     *     }
                     */
                    "application/json": PreorderProductChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updatePreorderProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_status": "draft"
                 *     }
                 */
                "application/json": PreorderProductPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "_status": "draft",
                     *         "publishAt": null,
                     *         "preorderStartDate": null,
                     *         "preorderEndDate": null,
                     *         "fundingGoal": 0,
                     *         "preorderType": "standard",
                     *         "fakeOrderCount": 0,
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "orderCount": 0,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "preorder-products document updated successfully."
                     *     }
                     */
                    "application/json": PreorderProductChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countPreorderProducts: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: PreorderProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountPreorderProductsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listPreorderProductVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getPreorderProductVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restorePreorderProductVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getPreorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Internal id, backendId or seedId */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preorder product with its figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "preorder": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "description": "Warm.",
                     *         "status": "published",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seed_id": "prod_01",
                     *         "backend_id": "prod_01",
                     *         "is_preorder": true,
                     *         "preorder_type": "standard",
                     *         "preorder_end_date": "2026-12-24T00:00:00.000Z",
                     *         "funding_goal": 100,
                     *         "order_count": 20,
                     *         "fake_order_count": 3,
                     *         "total_display_count": 23,
                     *         "current_orders": 3,
                     *         "total_max_orders": 50,
                     *         "total_available_slots": 47,
                     *         "completion_percentage": 3,
                     *         "all_variants_sold_out": false,
                     *         "some_variants_sold_out": false,
                     *         "is_available": true,
                     *         "variants": [
                     *           {
                     *             "id": "v1",
                     *             "title": "S",
                     *             "sku": "WK-S",
                     *             "current_orders": 3,
                     *             "max_orders": 50,
                     *             "available_slots": 47,
                     *             "sold_out": false,
                     *             "utilization_percentage": 6,
                     *             "prices": [],
                     *             "options": {},
                     *             "metadata": {}
                     *           }
                     *         ],
                     *         "variants_count": 1,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "created_at": "2026-11-01T10:00:00.000Z",
                     *         "updated_at": "2026-11-20T10:00:00.000Z",
                     *         "last_synced_at": "2026-11-20T10:00:00.000Z",
                     *         "content": {
                     *           "type": "doc",
                     *           "content": [
                     *             {
                     *               "type": "paragraph",
                     *               "content": [
                     *                 {
                     *                   "type": "text",
                     *                   "text": "Knitted in Lisbon, shipped in January."
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": PreorderDetail;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
        };
    };
    updatePreorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Internal id, backendId or seedId */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": UpdatePreorderBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdatePreorderResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The database does not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
        };
    };
    streamPreorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 3000
                     *
                     *     id: Gx4…
                     *     event: preorder
                     *     data: {"preorder":{…}}
                     */
                    "text/event-stream": StreamPreorderResponse;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The database does not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
        };
    };
    listPreorderOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Internal id, backendId or seedId */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orders": [
                     *         {
                     *           "id": "order_01",
                     *           "display_id": 1001,
                     *           "status": "pending",
                     *           "payment_status": "captured",
                     *           "fulfillment_status": "not_fulfilled",
                     *           "customer_id": "cus_01",
                     *           "email": "backer@example.com",
                     *           "total": 9800,
                     *           "currency_code": "eur",
                     *           "created_at": "2026-11-20T10:00:00.000Z",
                     *           "updated_at": "2026-11-20T10:00:00.000Z",
                     *           "items": [
                     *             {
                     *               "id": "item_01",
                     *               "variant_id": "variant_01",
                     *               "title": "Winter Kit S",
                     *               "quantity": 2,
                     *               "unit_price": 4900,
                     *               "total": 9800
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "count": 1,
                     *       "product": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "backend_id": "prod_01"
                     *       }
                     *     }
                     */
                    "application/json": ListPreorderOrdersResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": ClientError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal server error",
                     *       "message": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": ServerError;
                };
            };
        };
    };
    createPreviewToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": CreatePreviewTokenBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "pv1.eyJjIjoicHJlb3JkZXItcHJvZHVjdHMiLCJpIjoiNjc1MSJ9.3q2-7w",
                     *       "expiresAt": "2026-11-27T12:15:00.000Z",
                     *       "url": "https://shop.example/api/draft?collection=preorder-products&id=6751&token=pv1.eyJjIjoicHJlb3JkZXItcHJvZHVjdHMiLCJpIjoiNjc1MSJ9.3q2-7w"
                     *     }
                     */
                    "application/json": CreatePreviewTokenResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: ProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ProductPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit",
                 *       "description": "",
                 *       "variants": [],
                 *       "content": null,
                 *       "handle": null,
                 *       "status": "draft",
                 *       "thumbnail": null,
                 *       "images": [],
                 *       "seedId": null,
                 *       "backendId": null,
                 *       "startPrice": null,
                 *       "categories": [],
                 *       "collection": null,
                 *       "metadata": {},
                 *       "lastSyncedAt": null
                 *     }
                 */
                "application/json": ProductInput;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "products document created successfully."
                     *     }
                     */
                    "application/json": ProductChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteProductsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: ProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 products document successfully."
                     *     }
                     */
                    "application/json": ProductsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateProductsWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: ProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": ProductPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "title": "Winter Kit",
                     *           "description": "",
                     *           "variants": [],
                     *           "content": null,
                     *           "handle": null,
                     *           "status": "draft",
                     *           "thumbnail": null,
                     *           "images": [],
                     *           "seedId": null,
                     *           "backendId": null,
                     *           "startPrice": null,
                     *           "categories": [],
                     *           "collection": null,
                     *           "metadata": {},
                     *           "lastSyncedAt": null,
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 products document successfully."
                     *     }
                     */
                    "application/json": ProductsBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Winter Kit",
                     *       "description": "",
                     *       "variants": [],
                     *       "content": null,
                     *       "handle": null,
                     *       "status": "draft",
                     *       "thumbnail": null,
                     *       "images": [],
                     *       "seedId": null,
                     *       "backendId": null,
                     *       "startPrice": null,
                     *       "categories": [],
                     *       "collection": null,
                     *       "metadata": {},
                     *       "lastSyncedAt": null,
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": Product;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "products document deleted successfully."
                     *     }
                     */
                    "application/json": ProductChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Winter Kit"
                 *     }
                 */
                "application/json": ProductPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "title": "Winter Kit",
                     *         "description": "",
                     *         "variants": [],
                     *         "content": null,
                     *         "handle": null,
                     *         "status": "draft",
                     *         "thumbnail": null,
                     *         "images": [],
                     *         "seedId": null,
                     *         "backendId": null,
                     *         "startPrice": null,
                     *         "categories": [],
                     *         "collection": null,
                     *         "metadata": {},
                     *         "lastSyncedAt": null,
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "products document updated successfully."
                     *     }
                     */
                    "application/json": ProductChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countProducts: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: ProductWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountProductsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listProductVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getProductVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreProductVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "enabled": true,
                     *         "lists": [
                     *           {
                     *             "id": "featured",
                     *             "title": "Featured",
                     *             "subtitle": "Back it now",
                     *             "products": [
                     *               {
                     *                 "id": "p1",
                     *                 "title": "Winter Kit",
                     *                 "status": "published",
                     *                 "createdAt": "2026-11-20T09:00:00.000Z",
                     *                 "updatedAt": "2026-11-20T09:00:00.000Z"
                     *               }
                     *             ],
                     *             "totalProducts": 1
                     *           }
                     *         ],
                     *         "totalLists": 1
                     *       },
                     *       "cached": true
                     *     }
                     */
                    "application/json": Recommendations;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    getContentSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "collections": [
                     *         {
                     *           "slug": "announcements",
                     *           "labels": {
                     *             "singular": "Announcement",
                     *             "plural": "Announcements"
                     *           },
                     *           "useAsTitle": "title",
                     *           "fields": [
                     *             {
                     *               "name": "title",
                     *               "label": "Title",
                     *               "owner": "editor",
                     *               "type": "text",
                     *               "required": true,
                     *               "admin": {
                     *                 "listed": true
                     *               }
                     *             },
                     *             {
                     *               "name": "status",
                     *               "label": "Status",
                     *               "owner": "editor",
                     *               "type": "text",
                     *               "options": [
                     *                 "draft",
                     *                 "published"
                     *               ],
                     *               "default": "draft",
                     *               "admin": {
                     *                 "position": "sidebar",
                     *                 "listed": true,
                     *                 "filter": true
                     *               }
                     *             }
                     *           ],
                     *           "access": {
                     *             "read": true,
                     *             "create": true,
                     *             "update": true,
                     *             "delete": true
                     *           }
                     *         }
                     *       ],
                     *       "globals": [
                     *         {
                     *           "slug": "hero-slider",
                     *           "label": "Hero slider",
                     *           "fields": [
                     *             {
                     *               "name": "slides",
                     *               "label": "Slides",
                     *               "owner": "editor",
                     *               "type": "array",
                     *               "default": [],
                     *               "of": {
                     *                 "type": "object",
                     *                 "fields": []
                     *               }
                     *             }
                     *           ],
                     *           "access": {
                     *             "read": true,
                     *             "update": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": GetContentSchemaResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    syncBackend: {
        parameters: {
            query?: {
                backendId?: string;
                collection?: string;
                /** @description "true" updates existing records */
                forceUpdate?: string;
                recordId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Synced 2 products",
                     *       "results": {
                     *         "total": 2,
                     *         "created": 1,
                     *         "updated": 1,
                     *         "skipped": 0,
                     *         "errors": 0,
                     *         "details": [
                     *           {
                     *             "backendId": "prod_01",
                     *             "title": "Winter Kit",
                     *             "action": "created",
                     *             "collection": "preorder-products"
                     *           },
                     *           {
                     *             "backendId": "prod_02",
                     *             "title": "Mug",
                     *             "action": "moved",
                     *             "from": "preorder-products",
                     *             "to": "products"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": SyncBackendResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    syncBackendWithBody: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description {backendId?, recordId?, collection?, forceUpdate?: boolean} */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "backendId": "prod_01"
                 *     }
                 */
                "application/json": SyncBackendWithBodyBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Synced 2 products",
                     *       "results": {
                     *         "total": 2,
                     *         "created": 1,
                     *         "updated": 1,
                     *         "skipped": 0,
                     *         "errors": 0,
                     *         "details": [
                     *           {
                     *             "backendId": "prod_01",
                     *             "title": "Winter Kit",
                     *             "action": "created",
                     *             "collection": "preorder-products"
                     *           },
                     *           {
                     *             "backendId": "prod_02",
                     *             "title": "Mug",
                     *             "action": "moved",
                     *             "from": "preorder-products",
                     *             "to": "products"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": SyncBackendWithBodyResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "querystring/limit must be <= 1000"
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Missing or invalid credentials."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Not found."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "The commerce backend did not answer."
                     *     }
                     */
                    "application/json": SuccessFalseError;
                };
            };
        };
    };
    listSyncRuns: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "12",
                     *           "startedAt": "2026-11-24T09:15:00.000Z",
                     *           "finishedAt": "2026-11-24T09:15:04.210Z",
                     *           "heartbeatAt": "2026-11-24T09:15:04.210Z",
                     *           "actor": {
                     *             "kind": "user",
                     *             "id": "6751f0c2a1b2c3d4e5f60718",
                     *             "label": "admin@shop.example"
                     *           },
                     *           "mode": "all",
                     *           "target": null,
                     *           "status": "succeeded",
                     *           "processed": 250,
                     *           "total": 250,
                     *           "totals": {
                     *             "created": 3,
                     *             "updated": 12,
                     *             "moved": 1,
                     *             "skipped": 235,
                     *             "errors": 0
                     *           },
                     *           "error": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": ListSyncRunsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                limit?: number;
                page?: number;
                /**
                 * @description Field name, "-" first for descending
                 * @example -createdAt
                 */
                sort?: string;
                /** @description Payload-style filter, e.g. where[status][equals]=published */
                where?: UserWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "email": "editor@example.com",
                     *           "name": null,
                     *           "roles": [
                     *             "editor"
                     *           ],
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": UserPage;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "editor@example.com",
                 *       "name": null,
                 *       "roles": [
                 *         "editor"
                 *       ]
                 *     }
                 */
                "application/json": UserInput;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "email": "editor@example.com",
                     *         "name": null,
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "users document created successfully."
                     *     }
                     */
                    "application/json": UserChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteUsersWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: UserWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "email": "editor@example.com",
                     *           "name": null,
                     *           "roles": [
                     *             "editor"
                     *           ],
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Deleted 1 users document successfully."
                     *     }
                     */
                    "application/json": UsersBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DeleteProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateUsersWhere: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Payload-style: select[field]=true keeps those fields (and id), select[field]=false leaves them out */
                select?: {
                    [key: string]: boolean | {
                        [key: string]: unknown;
                    };
                };
                sort?: string;
                /** @description Which records (required) */
                where?: UserWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "editor@example.com"
                 *     }
                 */
                "application/json": UserPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "45fc346a65ba293add7af9db",
                     *           "email": "editor@example.com",
                     *           "name": null,
                     *           "roles": [
                     *             "editor"
                     *           ],
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "errors": [],
                     *       "message": "Updated 1 users document successfully."
                     *     }
                     */
                    "application/json": UsersBulk;
                };
            };
            /** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": UpdateProductsWhere400Error;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description How deep references are expanded */
                depth?: number;
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
            };
            header?: {
                /** @description A token of POST /api/preview-tokens for this record: its draft is answered, in every mode; a token that expired, was altered or is for another record is refused (401) */
                "x-preview-token"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "email": "editor@example.com",
                     *       "name": null,
                     *       "roles": [
                     *         "editor"
                     *       ],
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z"
                     *     }
                     */
                    "application/json": User;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "email": "editor@example.com",
                     *         "name": null,
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "users document deleted successfully."
                     *     }
                     */
                    "application/json": UserChange;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "editor@example.com"
                 *     }
                 */
                "application/json": UserPatch;
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "45fc346a65ba293add7af9db",
                     *         "email": "editor@example.com",
                     *         "name": null,
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "message": "users document updated successfully."
                     *     }
                     */
                    "application/json": UserChange;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    countUsers: {
        parameters: {
            query?: {
                /** @description Protected mode: with a credential, include drafts (documents whose status or _status is not published). Without it, or anonymous, only published documents; open mode shows all */
                draft?: boolean;
                /** @description Payload-style filter; none counts every record */
                where?: UserWhere;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalDocs": 1
                     *     }
                     */
                    "application/json": CountUsersResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": SignInBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Auth Passed",
                     *       "user": {
                     *         "id": "6751f0c2a1b2c3d4e5f60718",
                     *         "email": "ed@shop.example",
                     *         "name": "Ed",
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       },
                     *       "token": "sfs_…",
                     *       "exp": 1795000000
                     *     }
                     */
                    "application/json": SignInResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The database does not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have been logged out successfully."
                     *     }
                     */
                    "application/json": SignOutResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": GetMeResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": UpdateMeBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6751f0c2a1b2c3d4e5f60718",
                     *         "email": "ed@shop.example",
                     *         "name": "Ed",
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-24T09:00:00.000Z"
                     *       },
                     *       "message": "Your account was updated."
                     *     }
                     */
                    "application/json": UpdateMeResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The database does not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Token refresh successful",
                     *       "refreshedToken": "sfs_…",
                     *       "exp": 1795000000,
                     *       "user": {
                     *         "id": "6751f0c2a1b2c3d4e5f60718",
                     *         "email": "ed@shop.example",
                     *         "name": "Ed",
                     *         "roles": [
                     *           "editor"
                     *         ],
                     *         "createdAt": "2026-11-20T09:00:00.000Z",
                     *         "updatedAt": "2026-11-20T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": RefreshSessionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listUserVersions: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
                limit?: number;
                page?: number;
                /** @description createdAt, updatedAt or id, "-" first for descending; default -updatedAt */
                sort?: string;
                /** @description Payload-style filter on id, parent, latest, createdAt, updatedAt */
                where?: {
                    [key: string]: unknown;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "42",
                     *           "parent": "45fc346a65ba293add7af9db",
                     *           "version": {
                     *             "title": "Shipping update",
                     *             "status": "published"
                     *           },
                     *           "createdAt": "2026-11-20T09:00:00.000Z",
                     *           "updatedAt": "2026-11-20T09:00:00.000Z",
                     *           "autosave": false,
                     *           "latest": true,
                     *           "operation": "update",
                     *           "author": {
                     *             "kind": "user",
                     *             "label": "ed@shop.example"
                     *           },
                     *           "changes": {
                     *             "title": [
                     *               "Shipping news",
                     *               "Shipping update"
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "totalDocs": 1,
                     *       "limit": 10,
                     *       "totalPages": 1,
                     *       "page": 1,
                     *       "pagingCounter": 1,
                     *       "hasPrevPage": false,
                     *       "hasNextPage": false,
                     *       "prevPage": null,
                     *       "nextPage": null
                     *     }
                     */
                    "application/json": ListProductVersionsResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getUserVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "42",
                     *       "parent": "45fc346a65ba293add7af9db",
                     *       "version": {
                     *         "title": "Shipping update",
                     *         "status": "published"
                     *       },
                     *       "createdAt": "2026-11-20T09:00:00.000Z",
                     *       "updatedAt": "2026-11-20T09:00:00.000Z",
                     *       "autosave": false,
                     *       "latest": true,
                     *       "operation": "update",
                     *       "author": {
                     *         "kind": "user",
                     *         "label": "ed@shop.example"
                     *       },
                     *       "changes": {
                     *         "title": [
                     *           "Shipping news",
                     *           "Shipping update"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": GetProductVersionResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    restoreUserVersion: {
        parameters: {
            query?: {
                /** @description Accepted; versions keep references as stored */
                depth?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored record, with a message beside its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "45fc346a65ba293add7af9db",
                     *       "title": "Shipping update",
                     *       "message": "Restored successfully."
                     *     }
                     */
                    "application/json": RestoreProductVersionResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A user with this email already exists."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": "6752a0c2a1b2c3d4e5f60718",
                     *           "url": "https://hooks.shop.example/storefront",
                     *           "description": "rebuild pages",
                     *           "events": [
                     *             "content.changed",
                     *             "preorder.goal_reached"
                     *           ],
                     *           "enabled": true,
                     *           "disabledReason": null,
                     *           "failingSince": null,
                     *           "createdAt": "2026-11-25T09:00:00.000Z",
                     *           "updatedAt": "2026-11-25T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": ListWebhookEndpointsResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": CreateWebhookEndpointBody;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6752a0c2a1b2c3d4e5f60718",
                     *         "url": "https://hooks.shop.example/storefront",
                     *         "description": "rebuild pages",
                     *         "events": [
                     *           "content.changed",
                     *           "preorder.goal_reached"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "failingSince": null,
                     *         "createdAt": "2026-11-25T09:00:00.000Z",
                     *         "updatedAt": "2026-11-25T09:00:00.000Z"
                     *       },
                     *       "secret": "whsec_…",
                     *       "message": "Webhook endpoint created: copy its secret now, it is not shown again."
                     *     }
                     */
                    "application/json": CreateWebhookEndpointResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6752a0c2a1b2c3d4e5f60718",
                     *         "url": "https://hooks.shop.example/storefront",
                     *         "description": "rebuild pages",
                     *         "events": [
                     *           "content.changed",
                     *           "preorder.goal_reached"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "failingSince": null,
                     *         "createdAt": "2026-11-25T09:00:00.000Z",
                     *         "updatedAt": "2026-11-25T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": GetWebhookEndpointResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6752a0c2a1b2c3d4e5f60718",
                     *         "url": "https://hooks.shop.example/storefront",
                     *         "description": "rebuild pages",
                     *         "events": [
                     *           "content.changed",
                     *           "preorder.goal_reached"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "failingSince": null,
                     *         "createdAt": "2026-11-25T09:00:00.000Z",
                     *         "updatedAt": "2026-11-25T09:00:00.000Z"
                     *       },
                     *       "message": "Webhook endpoint deleted."
                     *     }
                     */
                    "application/json": DeleteWebhookEndpointResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": UpdateWebhookEndpointBody;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6752a0c2a1b2c3d4e5f60718",
                     *         "url": "https://hooks.shop.example/storefront",
                     *         "description": "rebuild pages",
                     *         "events": [
                     *           "content.changed",
                     *           "preorder.goal_reached"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "failingSince": null,
                     *         "createdAt": "2026-11-25T09:00:00.000Z",
                     *         "updatedAt": "2026-11-25T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": UpdateWebhookEndpointResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries older than this id (the last of the previous page) */
                before?: number;
                limit?: number;
                status?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         {
                     *           "id": 12,
                     *           "eventId": "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
                     *           "eventType": "preorder.goal_reached",
                     *           "payload": {
                     *             "type": "preorder.goal_reached",
                     *             "timestamp": "2026-11-25T09:30:00.000Z",
                     *             "data": {
                     *               "id": "6751f0c2a1b2c3d4e5f60718",
                     *               "backendId": "prod_01",
                     *               "title": "Winter Kit",
                     *               "fundingGoal": 100,
                     *               "orderCount": 100
                     *             }
                     *           },
                     *           "status": "delivered",
                     *           "attempts": 2,
                     *           "nextAttemptAt": null,
                     *           "deliveredAt": "2026-11-25T09:30:05.210Z",
                     *           "lastStatus": 200,
                     *           "lastError": null,
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "attemptLog": [
                     *             {
                     *               "at": "2026-11-25T09:30:00.020Z",
                     *               "statusCode": 503,
                     *               "durationMs": 41,
                     *               "responseExcerpt": "Service Unavailable",
                     *               "error": null
                     *             },
                     *             {
                     *               "at": "2026-11-25T09:30:05.180Z",
                     *               "statusCode": 200,
                     *               "durationMs": 30,
                     *               "responseExcerpt": "ok",
                     *               "error": null
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": ListWebhookDeliveriesResponse;
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "querystring/limit must be <= 1000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Delivery 12 queued."
                     *     }
                     */
                    "application/json": RedeliverWebhookResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "doc": {
                     *         "id": "6752a0c2a1b2c3d4e5f60718",
                     *         "url": "https://hooks.shop.example/storefront",
                     *         "description": "rebuild pages",
                     *         "events": [
                     *           "content.changed",
                     *           "preorder.goal_reached"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "failingSince": null,
                     *         "createdAt": "2026-11-25T09:00:00.000Z",
                     *         "updatedAt": "2026-11-25T09:00:00.000Z"
                     *       },
                     *       "secret": "whsec_…",
                     *       "message": "Secret replaced: copy it now, it is not shown again."
                     *     }
                     */
                    "application/json": RotateWebhookSecretResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    listWebhookEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "docs": [
                     *         "preorder.goal_reached",
                     *         "preorder.variant_sold_out",
                     *         "preorder.variant_available",
                     *         "preorder.started",
                     *         "preorder.ended",
                     *         "content.changed",
                     *         "sync.completed"
                     *       ]
                     *     }
                     */
                    "application/json": ListWebhookEventTypesResponse;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Missing or invalid credentials."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your role may not do this."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many failed credentials from this address: wait and try again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
            /** @description Internal Server Error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The commerce backend did not answer."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": GetHealthResponse;
                };
            };
        };
    };
    getMediaFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as uploaded, or one of its sizes (`sizes` of its media record); Content-Type from its bytes (PNG, JPEG, GIF, WebP, AVIF); strong ETag; cached for a year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example (image bytes) */
                    "image/avif": GetMediaFileResponse;
                    /** @example (image bytes) */
                    "image/gif": GetMediaFileResponse;
                    /** @example (image bytes) */
                    "image/jpeg": GetMediaFileResponse;
                    /** @example (image bytes) */
                    "image/png": GetMediaFileResponse;
                    /** @example (image bytes) */
                    "image/webp": GetMediaFileResponse;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": FieldErrors;
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP http_request_duration_seconds request duration in seconds
                     *     # TYPE http_request_duration_seconds histogram
                     *     http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/home",status_code="2xx"} 1520
                     *     storefront_cache_lookups_total{cache="home",result="hit"} 1519
                     */
                    "text/plain": GetMetricsResponse;
                };
            };
            /** @description Protected mode and no credential with the viewer role */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": GetMetrics401Error;
                };
            };
            /** @description A credential without the viewer role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": GetMetrics403Error;
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 429,
                     *       "error": "Too Many Requests",
                     *       "message": "Too many failed credentials from this address: wait and try again."
                     *     }
                     */
                    "application/json": FrameworkError;
                };
            };
        };
    };
    getApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Storefront content and preorder service",
                     *         "version": "0.1.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": GetApiDocumentResponse;
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": GetReadinessResponse;
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "database unavailable"
                     *     }
                     */
                    "application/json": GetReadiness503Error;
                };
            };
        };
    };
}

/* The named types of the schemas above, and of the objects inside them a storefront handles. */

/** @description A record of announcements */
export interface Announcement {
    content?: JsonValue;
    /** Format: date-time */
    createdAt: string;
    id: string;
    priority?: number;
    publishAt?: string | null;
    publishedAt?: string | null;
    showOnHomepage?: boolean;
    /** @enum {string} */
    status?: "draft" | "published";
    summary?: string;
    title: string;
    type?: string;
    /** Format: date-time */
    updatedAt: string;
}
export interface AnnouncementChange {
    doc: Announcement;
    message: string;
}
/** @description The fields of a new record of announcements */
export interface AnnouncementInput {
    content?: JsonValue;
    priority?: number | null;
    publishAt?: string | null;
    publishedAt?: string | null;
    showOnHomepage?: boolean | null;
    status?: ("draft" | "published") | null;
    summary?: string | null;
    title: string;
    type?: string | null;
}
/** @description A page of announcements */
export interface AnnouncementPage {
    docs: Announcement[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of announcements to change */
export interface AnnouncementPatch {
    content?: JsonValue;
    priority?: number | null;
    publishAt?: string | null;
    publishedAt?: string | null;
    showOnHomepage?: boolean | null;
    status?: ("draft" | "published") | null;
    summary?: string | null;
    title?: string;
    type?: string | null;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface AnnouncementWhere {
    and?: AnnouncementWhere[];
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    or?: AnnouncementWhere[];
    priority?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    publishAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    publishedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    showOnHomepage?: {
        contains?: string;
        equals?: boolean;
        exists?: boolean;
        greater_than?: boolean;
        greater_than_equal?: boolean;
        in?: boolean[];
        less_than?: boolean;
        less_than_equal?: boolean;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: boolean;
        not_in?: boolean[];
    };
    status?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    summary?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    title?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    type?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
}
export interface AnnouncementsBulk {
    docs: Announcement[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
/** @description A record of articles */
export interface Article {
    author?: UserReference | null;
    content?: JsonValue;
    coverImage?: MediaReference | null;
    /** Format: date-time */
    createdAt: string;
    excerpt?: string;
    id: string;
    publishAt?: string | null;
    publishedAt?: string | null;
    slug?: string | null;
    /** @enum {string} */
    status?: "draft" | "published";
    tags?: string[];
    title: string;
    /** Format: date-time */
    updatedAt: string;
}
export interface ArticleChange {
    doc: Article;
    message: string;
}
/** @description The fields of a new record of articles */
export interface ArticleInput {
    author?: (string | {
        /** @enum {string} */
        relationTo: "users";
        value: string;
    }) | null;
    content?: JsonValue;
    coverImage?: (string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | null;
    excerpt?: string | null;
    publishAt?: string | null;
    publishedAt?: string | null;
    slug?: string | null;
    status?: ("draft" | "published") | null;
    tags?: string[] | null;
    title: string;
}
/** @description A page of articles */
export interface ArticlePage {
    docs: Article[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of articles to change */
export interface ArticlePatch {
    author?: (string | {
        /** @enum {string} */
        relationTo: "users";
        value: string;
    }) | null;
    content?: JsonValue;
    coverImage?: (string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | null;
    excerpt?: string | null;
    publishAt?: string | null;
    publishedAt?: string | null;
    slug?: string | null;
    status?: ("draft" | "published") | null;
    tags?: string[] | null;
    title?: string;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface ArticleWhere {
    and?: ArticleWhere[];
    author?: {
        contains?: string;
        /** @description An id */
        equals?: string;
        exists?: boolean;
        /** @description An id */
        greater_than?: string;
        /** @description An id */
        greater_than_equal?: string;
        in?: string[];
        /** @description An id */
        less_than?: string;
        /** @description An id */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** @description An id */
        not_equals?: string;
        not_in?: string[];
    };
    coverImage?: {
        contains?: string;
        /** @description An id */
        equals?: string;
        exists?: boolean;
        /** @description An id */
        greater_than?: string;
        /** @description An id */
        greater_than_equal?: string;
        in?: string[];
        /** @description An id */
        less_than?: string;
        /** @description An id */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** @description An id */
        not_equals?: string;
        not_in?: string[];
    };
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    excerpt?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    or?: ArticleWhere[];
    publishAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    publishedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    slug?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    status?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    title?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
}
export interface ArticlesBulk {
    docs: Article[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
export interface AuditEntry {
    actor: {
        id?: string | null;
        kind: string;
        label?: string | null;
    };
    /** Format: date-time */
    at: string;
    /** @description Per field, [old value, new value] (secrets hidden) */
    changes: {
        [key: string]: [
            JsonValue,
            JsonValue
        ];
    } | null;
    collection: string | null;
    documentId: string | null;
    id: string;
    /** @enum {string} */
    operation: "create" | "update" | "delete" | "clear" | "sync" | "counters" | "sign-in" | "key-create" | "key-revoke" | "password-reset" | "secret-rotate" | "redeliver" | "export";
}
export interface AuditEntryPage {
    docs: AuditEntry[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
export interface ClearCollectionsBody {
    collections?: string[];
}
export interface ClearCollectionsResponse {
    errors?: string[];
    message: string;
    results: {
        [key: string]: number;
    };
    /** @enum {boolean} */
    success: true;
}
export interface ClearStorefrontDataResponse {
    message: string;
    results: {
        announcements: number;
        articles: number;
        errors: string[];
        preorderProducts: number;
        products: number;
    };
    /** @enum {boolean} */
    success: true;
}
/** @description Refusal below 500 (home and preorder routes) */
export interface ClientError {
    error: string;
}
export interface CountAnnouncementsResponse {
    totalDocs: number;
}
export interface CountArticlesResponse {
    totalDocs: number;
}
export interface CountMediaResponse {
    totalDocs: number;
}
export interface CountPreorderProductsResponse {
    totalDocs: number;
}
export interface CountProductsResponse {
    totalDocs: number;
}
export interface CountUsersResponse {
    totalDocs: number;
}
export interface CreateApiKeyBody {
    name: string;
    /**
     * @description A role narrower than the owner's; default the owner's
     * @enum {unknown}
     */
    role?: "viewer" | "editor" | "admin";
    /** @description Owner (admins only); default yourself */
    user?: string;
}
export interface CreateApiKeyResponse {
    doc: {
        createdAt: string;
        id: string;
        lastUsedAt: string | null;
        name: string;
        prefix: string;
        role: ("viewer" | "editor" | "admin") | null;
        user: string;
    };
    key: string;
    message: string;
}
export interface CreatePreviewTokenBody {
    /** @description A collection with drafts: preorder-products, announcements, articles */
    collection: string;
    /** @description The record's id */
    id: string;
}
export interface CreatePreviewTokenResponse {
    /** @description ISO date-time; later reads with it answer 401 */
    expiresAt: string;
    /** @description Send it as the x-preview-token header of GET /api/{collection}/{id}: that read shows this record's draft */
    token: string;
    /** @description STOREFRONT_PREVIEW_URL with collection, id and token in its query; null when it is not set */
    url: string | null;
}
export interface CreateWebhookEndpointBody {
    description?: string | null;
    enabled?: boolean;
    events: ("preorder.goal_reached" | "preorder.variant_sold_out" | "preorder.variant_available" | "preorder.started" | "preorder.ended" | "content.changed" | "sync.completed")[];
    /** @description http or https; never an address in WEBHOOK_BLOCKED_ADDRESSES */
    url: string;
}
export interface CreateWebhookEndpointResponse {
    doc: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    };
    message: string;
    secret: string;
}
export interface DeleteCollectionsResponse {
    errors?: string[];
    message: string;
    results: {
        [key: string]: number;
    };
    /** @enum {boolean} */
    success: true;
}
/** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
export interface DeleteProductsWhere400Error {
    docs?: {
        [key: string]: unknown;
    }[];
    errors: {
        field?: string;
        id?: string;
        message: string;
    }[];
    message?: string;
}
export interface DeleteWebhookEndpointResponse {
    doc: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    };
    message: string;
}
export type ExportArchiveResponse = string;
/** @description How the admin app presents a field (src/content/fields.ts FieldAdmin) */
export interface FieldAdmin {
    /** @description Shown only while another field of the same record (or row) equals, differs from, or has a value */
    condition?: {
        equals?: JsonValue;
        exists?: boolean;
        field: string;
        notEquals?: JsonValue;
    };
    /** @description Help under the input */
    description?: string;
    /** @description A filter of the list */
    filter?: boolean;
    /** @description The form section; sections follow their first field's order */
    group?: string;
    /** @description Not in the forms */
    hidden?: boolean;
    /** @description A column of the list */
    listed?: boolean;
    placeholder?: string;
    /** @constant */
    position?: "sidebar";
    readOnly?: boolean;
    /** @description In the collapsed "Technical details" section, read-only */
    technical?: boolean;
}
/** @description Failure (content API, accounts, media) */
export interface FieldErrors {
    errors: {
        field?: string;
        message: string;
    }[];
}
/** @description Failure outside the API (metrics) */
export interface FrameworkError {
    error: string;
    message: string;
    statusCode: number;
}
export interface GetApiDocumentResponse {
    [key: string]: unknown;
}
export interface GetCollectionStatsResponse {
    preorderProducts: number;
    products: number;
    /** @enum {boolean} */
    success: true;
    total: number;
}
export interface GetContentSchemaResponse {
    collections: {
        access: {
            create: boolean;
            delete: boolean;
            read: boolean;
            update: boolean;
        };
        fields: PublishedField[];
        labels: {
            plural: string;
            singular: string;
        };
        slug: string;
        useAsTitle: string;
    }[];
    globals: {
        access: {
            read: boolean;
            update: boolean;
        };
        fields: PublishedField[];
        label: string;
        slug: string;
    }[];
}
export interface GetHealthResponse {
    status: string;
}
export interface GetHeroSliderVersionResponse {
    author: {
        /** @description user, api-key, admin-key, cli, scheduler, commerce-events or anonymous (open mode) */
        kind: string;
        /** @description Who, as the audit trail names them (an e-mail, a key, "… (scheduled publication)") */
        label: string | null;
    };
    autosave: boolean;
    /** @description Each field this version changed: [before, after] */
    changes: {
        [key: string]: unknown;
    };
    createdAt: string;
    /** @description The audit entry's id */
    id: string;
    latest: boolean;
    /** @description What made this version: create, update, restore, sync or counters (beyond Payload's fields) */
    operation: string;
    /** @description The record's id (collections only) */
    parent?: string;
    updatedAt: string;
    /** @description The record or global as it was */
    version: {
        [key: string]: unknown;
    };
}
export interface GetMeResponse {
    collection?: string;
    exp?: number;
    user: User | null;
}
/** Format: binary */
export type GetMediaFileResponse = string;
/** @description Protected mode and no credential with the viewer role */
export interface GetMetrics401Error {
    error?: string;
    message?: string;
    statusCode?: number;
}
/** @description A credential without the viewer role */
export interface GetMetrics403Error {
    error?: string;
    message?: string;
    statusCode?: number;
}
export type GetMetricsResponse = string;
export interface GetProductVersionResponse {
    author: {
        /** @description user, api-key, admin-key, cli, scheduler, commerce-events or anonymous (open mode) */
        kind: string;
        /** @description Who, as the audit trail names them (an e-mail, a key, "… (scheduled publication)") */
        label: string | null;
    };
    autosave: boolean;
    /** @description Each field this version changed: [before, after] */
    changes: {
        [key: string]: unknown;
    };
    createdAt: string;
    /** @description The audit entry's id */
    id: string;
    latest: boolean;
    /** @description What made this version: create, update, restore, sync or counters (beyond Payload's fields) */
    operation: string;
    /** @description The record's id (collections only) */
    parent?: string;
    updatedAt: string;
    /** @description The record or global as it was */
    version: {
        [key: string]: unknown;
    };
}
export interface GetReadiness503Error {
    status: string;
}
export interface GetReadinessResponse {
    /** @description `unavailable` when REDIS_URL is set and Redis does not answer */
    redis?: string;
    /** @description While Redis is down: how late another instance's write may show here (CONTENT_VERSION_POLL_MS) */
    staleness_bound_ms?: number;
    status: string;
}
export interface GetWebhookEndpointResponse {
    doc: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    };
}
/** A slide of the hero slider; `image` is expanded on the home page. */
export interface HeroSlide {
    buttonText?: string | null;
    id?: string;
    image?: (MediaReference | string) | null;
    link?: string | null;
    subtitle?: string | null;
    title?: string | null;
}
/** The hero-slider global. */
export interface HeroSlider {
    slides: HeroSlide[];
}
/** @description Fields of hero-slider to write */
export interface HeroSliderInput {
    slides?: {
        buttonText?: string | null;
        id?: string;
        image?: ((string | {
            /** @enum {string} */
            relationTo: "media";
            value: string;
        }) | string) | null;
        link?: string | null;
        subtitle?: string | null;
        title?: string | null;
    }[] | null;
}
export interface HeroSliderUpdated {
    message: string;
    result: HeroSlider;
}
/** An announcement shown on the home page. */
export interface HomeAnnouncement {
    id: string;
    priority: number | null;
    publishedAt: string | null;
    summary: string | null;
    title: string | null;
    type: string | null;
}
/** @description The home page data */
/** The API document's `GetHomeResponse`. */
export interface HomeData {
    announcements: HomeAnnouncement[];
    heroSlider: HeroSlider;
    productRecommendations: HomeRecommendations;
}
/** A product card of a home recommendation list (`preorder` for a preorder product). */
export interface HomeProduct {
    backendId: string | null;
    content: JsonValue | null;
    description: string | null;
    handle: string | null;
    id: string;
    preorder?: PreorderFigures;
    relationTo: "products" | "preorder-products";
    seedId: string | null;
    startPrice: number | null;
    status: ("draft" | "proposed" | "published" | "rejected") | null;
    thumbnail: (MediaReference | string) | null;
    title: string | null;
}
/** A recommendation list of the home page. */
export interface HomeRecommendationList {
    preorder: boolean;
    products: HomeProduct[];
    subtitle: string | null;
    title: string | null;
}
/** The recommendation lists of the home page, with preorder figures. */
export interface HomeRecommendations {
    enabled: boolean;
    lists: HomeRecommendationList[];
}
export type JsonArray = JsonValue[];
export interface JsonObject {
    [key: string]: JsonValue;
}
export interface ListApiKeysResponse {
    docs: {
        createdAt: string;
        id: string;
        lastUsedAt: string | null;
        name: string;
        prefix: string;
        role: ("viewer" | "editor" | "admin") | null;
        user: string;
    }[];
}
export interface ListHeroSliderVersionsResponse {
    docs: {
        author: {
            /** @description user, api-key, admin-key, cli, scheduler, commerce-events or anonymous (open mode) */
            kind: string;
            /** @description Who, as the audit trail names them (an e-mail, a key, "… (scheduled publication)") */
            label: string | null;
        };
        autosave: boolean;
        /** @description Each field this version changed: [before, after] */
        changes: {
            [key: string]: unknown;
        };
        createdAt: string;
        /** @description The audit entry's id */
        id: string;
        latest: boolean;
        /** @description What made this version: create, update, restore, sync or counters (beyond Payload's fields) */
        operation: string;
        /** @description The record's id (collections only) */
        parent?: string;
        updatedAt: string;
        /** @description The record or global as it was */
        version: {
            [key: string]: unknown;
        };
    }[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
export interface ListPreorderOrdersResponse {
    count: number;
    orders: {
        created_at: string;
        currency_code: string;
        customer_id: string | null;
        display_id: number;
        email: string | null;
        fulfillment_status: string;
        id: string;
        items: {
            id: string;
            quantity: number;
            title: string;
            total: number;
            unit_price: number;
            variant_id: string | null;
        }[];
        payment_status: string;
        status: string;
        total: number;
        updated_at: string;
    }[];
    product: {
        backend_id: string;
        id: string;
        title: string | null;
    };
}
export interface ListProductVersionsResponse {
    docs: {
        author: {
            /** @description user, api-key, admin-key, cli, scheduler, commerce-events or anonymous (open mode) */
            kind: string;
            /** @description Who, as the audit trail names them (an e-mail, a key, "… (scheduled publication)") */
            label: string | null;
        };
        autosave: boolean;
        /** @description Each field this version changed: [before, after] */
        changes: {
            [key: string]: unknown;
        };
        createdAt: string;
        /** @description The audit entry's id */
        id: string;
        latest: boolean;
        /** @description What made this version: create, update, restore, sync or counters (beyond Payload's fields) */
        operation: string;
        /** @description The record's id (collections only) */
        parent?: string;
        updatedAt: string;
        /** @description The record or global as it was */
        version: {
            [key: string]: unknown;
        };
    }[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
export interface ListSyncRunsResponse {
    docs: {
        /** @description Who asked, as the audit trail names them */
        actor: {
            id: string | null;
            kind: string;
            label: string | null;
        };
        error: string | null;
        finishedAt: string | null;
        /**
         * Format: date-time
         * @description Moves while the run works; a running run without a beat for 60 s reads as interrupted
         */
        heartbeatAt: string;
        id: string;
        mode: "one" | "all";
        processed: number;
        /** Format: date-time */
        startedAt: string;
        status: "running" | "succeeded" | "failed" | "interrupted";
        /** @description The backend id or record id of a one-product sync */
        target: string | null;
        total: number;
        /** @description As the sync answers them (a move counts as an update); moved alone besides */
        totals: {
            created: number;
            errors: number;
            moved: number;
            skipped: number;
            updated: number;
        };
    }[];
}
export interface ListWebhookDeliveriesResponse {
    docs: {
        attemptLog: {
            at: string;
            durationMs: number;
            error: string | null;
            responseExcerpt: string | null;
            statusCode: number | null;
        }[];
        attempts: number;
        createdAt: string;
        deliveredAt: string | null;
        /** @description The webhook-id header: the same for every attempt */
        eventId: string;
        eventType: string;
        id: number;
        lastError: string | null;
        lastStatus: number | null;
        nextAttemptAt: string | null;
        /** @description The body sent: {type, timestamp, data} */
        payload: {
            [key: string]: unknown;
        };
        status: "pending" | "delivered" | "failed";
    }[];
}
export interface ListWebhookEndpointsResponse {
    docs: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    }[];
}
export interface ListWebhookEventTypesResponse {
    docs: string[];
}
/** @description A record of media */
export interface Media {
    alt?: string;
    /** Format: date-time */
    createdAt: string;
    filename?: string | null;
    filesize?: number | null;
    height?: number | null;
    id: string;
    mimeType?: string | null;
    sizes?: {
        card?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
        thumbnail?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
    };
    /** Format: date-time */
    updatedAt: string;
    url: string;
    width?: number | null;
}
export interface MediaBulk {
    docs: Media[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
export interface MediaChange {
    doc: Media;
    message: string;
}
/** @description The fields of a new record of media */
export interface MediaInput {
    alt?: string | null;
    filename?: string | null;
    filesize?: number | null;
    height?: number | null;
    mimeType?: string | null;
    sizes?: {
        card?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
        thumbnail?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
    } | null;
    url: string;
    width?: number | null;
}
/** @description A page of media */
export interface MediaPage {
    docs: Media[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of media to change */
export interface MediaPatch {
    alt?: string | null;
    filename?: string | null;
    filesize?: number | null;
    height?: number | null;
    mimeType?: string | null;
    sizes?: {
        card?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
        thumbnail?: {
            filename?: string | null;
            filesize?: number | null;
            height?: number | null;
            mimeType?: string | null;
            url?: string;
            width?: number | null;
        };
    } | null;
    url?: string;
    width?: number | null;
}
/** A reference as the service answers it: the id, or the record once `depth` expands it. */
export interface MediaReference {
    /** @constant */
    relationTo: "media";
    value: string | Media;
}
export interface MediaUpload {
    alt?: string;
    /**
     * Format: binary
     * @description A PNG, JPEG, GIF, WebP or AVIF image; its sizes (`thumbnail` 300 px and `card` 768 px wide, never enlarged) are made at once
     */
    file: string;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface MediaWhere {
    alt?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    and?: MediaWhere[];
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    filename?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    filesize?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    height?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    mimeType?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    or?: MediaWhere[];
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    url?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    width?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
}
/** A preorder campaign with its figures (GET /api/preorders/{id}, and each live event). */
export interface PreorderCampaign {
    all_variants_sold_out: boolean;
    backend_id: string | null;
    categories: JsonValue[] | null;
    collection: JsonValue | null;
    completion_percentage: number;
    content: JsonValue | null;
    created_at: string | null;
    current_orders: number;
    description: string | null;
    fake_order_count: number;
    funding_goal: number;
    id: string;
    images: ((MediaReference | string) | null)[];
    is_available: boolean;
    /** @enum {boolean} */
    is_preorder: true;
    last_synced_at: string | null;
    metadata: JsonValue | null;
    order_count: number;
    preorder_end_date: string | null;
    preorder_type: string | null;
    seed_id: string | null;
    some_variants_sold_out: boolean;
    status: ("draft" | "published") | null;
    thumbnail: (MediaReference | string) | null;
    title: string | null;
    total_available_slots: number;
    total_display_count: number;
    total_max_orders: number;
    updated_at: string | null;
    variants: PreorderVariantFigures[];
    variants_count: number;
}
/** @description The preorder product with its figures */
/** The API document's `GetPreorderResponse`. */
export interface PreorderDetail {
    preorder: PreorderCampaign;
}
/** A preorder product's figures on the home page: integers, computed by the service. */
export interface PreorderFigures {
    backers: number;
    daysLeft: number | null;
    endDate: string | null;
    fundingGoal: number;
    orderCount: number;
    progress: number;
    startDate: string | null;
    type: string;
}
/** @description A record of preorder-products */
export interface PreorderProduct {
    /** @enum {string} */
    _status?: "draft" | "published";
    backendId?: string | null;
    categories?: JsonValue[];
    collection?: JsonValue;
    content?: JsonValue;
    /** Format: date-time */
    createdAt: string;
    description?: string;
    fakeOrderCount?: NumericValue;
    fundingGoal?: NumericValue;
    handle?: string | null;
    id: string;
    images?: ((MediaReference | string) | null)[];
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    orderCount?: NumericValue;
    preorderEndDate?: string | null;
    preorderStartDate?: string | null;
    preorderType?: string;
    publishAt?: string | null;
    seedId?: string | null;
    startPrice?: number | null;
    /** @enum {string} */
    status?: "draft" | "proposed" | "published" | "rejected";
    thumbnail?: (MediaReference | string) | null;
    title: string;
    /** Format: date-time */
    updatedAt: string;
    variants?: ProductVariant[];
}
export interface PreorderProductChange {
    doc: PreorderProduct;
    message: string;
}
/** @description The fields of a new record of preorder-products */
export interface PreorderProductInput {
    _status?: ("draft" | "published") | null;
    backendId?: string | null;
    categories?: JsonValue[] | null;
    collection?: JsonValue;
    content?: JsonValue;
    description?: string | null;
    fakeOrderCount?: (number | string) | null;
    fundingGoal?: (number | string) | null;
    handle?: string | null;
    images?: (((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null)[] | null;
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    orderCount?: (number | string) | null;
    preorderEndDate?: string | null;
    preorderStartDate?: string | null;
    preorderType?: string | null;
    publishAt?: string | null;
    seedId?: string | null;
    startPrice?: number | null;
    status?: ("draft" | "proposed" | "published" | "rejected") | null;
    thumbnail?: ((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null;
    title: string;
    variants?: {
        currentOrders?: (number | string) | null;
        id?: string;
        maxOrders?: (number | string) | null;
        metadata?: JsonValue;
        options?: JsonValue;
        prices?: JsonValue[] | null;
        sku?: string | null;
        title?: string | null;
    }[] | null;
}
/** @description A page of preorder-products */
export interface PreorderProductPage {
    docs: PreorderProduct[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of preorder-products to change */
export interface PreorderProductPatch {
    _status?: ("draft" | "published") | null;
    backendId?: string | null;
    categories?: JsonValue[] | null;
    collection?: JsonValue;
    content?: JsonValue;
    description?: string | null;
    fakeOrderCount?: (number | string) | null;
    fundingGoal?: (number | string) | null;
    handle?: string | null;
    images?: (((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null)[] | null;
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    orderCount?: (number | string) | null;
    preorderEndDate?: string | null;
    preorderStartDate?: string | null;
    preorderType?: string | null;
    publishAt?: string | null;
    seedId?: string | null;
    startPrice?: number | null;
    status?: ("draft" | "proposed" | "published" | "rejected") | null;
    thumbnail?: ((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null;
    title?: string;
    variants?: {
        currentOrders?: (number | string) | null;
        id?: string;
        maxOrders?: (number | string) | null;
        metadata?: JsonValue;
        options?: JsonValue;
        prices?: JsonValue[] | null;
        sku?: string | null;
        title?: string | null;
    }[] | null;
}
/** A reference as the service answers it: the id, or the record once `depth` expands it. */
export interface PreorderProductReference {
    /** @constant */
    relationTo: "preorder-products";
    value: string | PreorderProduct;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface PreorderProductWhere {
    _status?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    and?: PreorderProductWhere[];
    backendId?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    description?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    fakeOrderCount?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    fundingGoal?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    handle?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    lastSyncedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    or?: PreorderProductWhere[];
    orderCount?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    preorderEndDate?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    preorderStartDate?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    preorderType?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    publishAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    seedId?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    startPrice?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    status?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    thumbnail?: {
        contains?: string;
        /** @description An id */
        equals?: string;
        exists?: boolean;
        /** @description An id */
        greater_than?: string;
        /** @description An id */
        greater_than_equal?: string;
        in?: string[];
        /** @description An id */
        less_than?: string;
        /** @description An id */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** @description An id */
        not_equals?: string;
        not_in?: string[];
    };
    title?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
}
export interface PreorderProductsBulk {
    docs: PreorderProduct[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
/** A variant of a campaign with its figures (`available_slots` may be negative: oversold). */
export interface PreorderVariantFigures {
    available_slots: number;
    current_orders: number;
    id: string | null;
    max_orders: number;
    metadata: JsonValue | null;
    options: JsonValue | null;
    prices: JsonValue[] | null;
    sku: string | null;
    sold_out: boolean;
    title: string | null;
    utilization_percentage: number;
}
/** @description A record of products */
export interface Product {
    backendId?: string | null;
    categories?: JsonValue[];
    collection?: JsonValue;
    content?: JsonValue;
    /** Format: date-time */
    createdAt: string;
    description?: string;
    handle?: string | null;
    id: string;
    images?: ((MediaReference | string) | null)[];
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    seedId?: string | null;
    startPrice?: number | null;
    /** @enum {string} */
    status?: "draft" | "proposed" | "published" | "rejected";
    thumbnail?: (MediaReference | string) | null;
    title: string;
    /** Format: date-time */
    updatedAt: string;
    variants?: ProductVariant[];
}
export interface ProductChange {
    doc: Product;
    message: string;
}
/** @description The fields of a new record of products */
export interface ProductInput {
    backendId?: string | null;
    categories?: JsonValue[] | null;
    collection?: JsonValue;
    content?: JsonValue;
    description?: string | null;
    handle?: string | null;
    images?: (((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null)[] | null;
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    seedId?: string | null;
    startPrice?: number | null;
    status?: ("draft" | "proposed" | "published" | "rejected") | null;
    thumbnail?: ((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null;
    title: string;
    variants?: {
        currentOrders?: (number | string) | null;
        id?: string;
        maxOrders?: (number | string) | null;
        metadata?: JsonValue;
        options?: JsonValue;
        prices?: JsonValue[] | null;
        sku?: string | null;
        title?: string | null;
    }[] | null;
}
/** @description A page of products */
export interface ProductPage {
    docs: Product[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of products to change */
export interface ProductPatch {
    backendId?: string | null;
    categories?: JsonValue[] | null;
    collection?: JsonValue;
    content?: JsonValue;
    description?: string | null;
    handle?: string | null;
    images?: (((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null)[] | null;
    lastSyncedAt?: string | null;
    metadata?: JsonValue;
    seedId?: string | null;
    startPrice?: number | null;
    status?: ("draft" | "proposed" | "published" | "rejected") | null;
    thumbnail?: ((string | {
        /** @enum {string} */
        relationTo: "media";
        value: string;
    }) | string) | null;
    title?: string;
    variants?: {
        currentOrders?: (number | string) | null;
        id?: string;
        maxOrders?: (number | string) | null;
        metadata?: JsonValue;
        options?: JsonValue;
        prices?: JsonValue[] | null;
        sku?: string | null;
        title?: string | null;
    }[] | null;
}
/** A list of the product-recommendations global. */
export interface ProductRecommendationList {
    id?: string;
    preorder?: boolean;
    products?: (ProductReference | PreorderProductReference)[];
    subtitle?: string;
    title?: string;
}
/** @description The product-recommendations global */
export interface ProductRecommendations {
    enabled: boolean;
    lists: ProductRecommendationList[];
}
/** @description Fields of product-recommendations to write */
export interface ProductRecommendationsInput {
    enabled?: boolean | null;
    lists?: {
        id?: string;
        preorder?: boolean | null;
        products?: {
            /** @enum {string} */
            relationTo: "products" | "preorder-products";
            value: string;
        }[] | null;
        subtitle?: string | null;
        title?: string | null;
    }[] | null;
}
export interface ProductRecommendationsUpdated {
    message: string;
    result: ProductRecommendations;
}
/** A reference as the service answers it: the id, or the record once `depth` expands it. */
export interface ProductReference {
    /** @constant */
    relationTo: "products";
    value: string | Product;
}
/** A variant as a product record stores it. */
export interface ProductVariant {
    currentOrders?: NumericValue;
    id?: string;
    maxOrders?: NumericValue;
    metadata?: JsonValue;
    options?: JsonValue;
    prices?: JsonValue[];
    sku?: string | null;
    title?: string;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface ProductWhere {
    and?: ProductWhere[];
    backendId?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    description?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    handle?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    lastSyncedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    or?: ProductWhere[];
    seedId?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    startPrice?: {
        contains?: string;
        equals?: number;
        exists?: boolean;
        greater_than?: number;
        greater_than_equal?: number;
        in?: number[];
        less_than?: number;
        less_than_equal?: number;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: number;
        not_in?: number[];
    };
    status?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    thumbnail?: {
        contains?: string;
        /** @description An id */
        equals?: string;
        exists?: boolean;
        /** @description An id */
        greater_than?: string;
        /** @description An id */
        greater_than_equal?: string;
        in?: string[];
        /** @description An id */
        less_than?: string;
        /** @description An id */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** @description An id */
        not_equals?: string;
        not_in?: string[];
    };
    title?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
}
export interface ProductsBulk {
    docs: Product[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
export type PublishedField = PublishedFieldType & {
    /** @description The human name ("Funding goal") */
    label: string;
    name: string;
    /**
     * @description sync: the commerce backend's, written by every sync and read-only in the admin app on a synced record; editor: never written by a sync once the record exists
     * @enum {string}
     */
    owner: "editor" | "sync";
};
/** @description A field definition as GET /api/schema publishes it */
export interface PublishedFieldType {
    admin?: FieldAdmin;
    default?: JsonValue;
    /** @description The fields of an object */
    fields?: PublishedField[];
    integer?: boolean;
    /** @description An array element's human name, when the definition gives one */
    label?: string;
    loose?: boolean;
    min?: number;
    nullable?: boolean;
    /** @description The element of an array */
    of?: PublishedFieldType;
    options?: string[];
    relationTo?: string[];
    required?: boolean;
    /** @enum {string} */
    type: "text" | "email" | "password" | "number" | "numeric" | "boolean" | "date" | "json" | "richText" | "object" | "array" | "relationship";
}
export interface ReceiveCommerceEventResponse {
    counters?: {
        change: number;
        variantId: string;
    }[];
    /** @description The event (or its order) was applied before: nothing changed */
    duplicate: boolean;
    message: string;
}
/** A recommendation list with its published products. */
export interface RecommendationList {
    id: string | null;
    products: (Product | PreorderProduct)[];
    subtitle: string | null;
    title: string | null;
    totalProducts: number;
}
/** The API document's `GetRecommendationsResponse`. */
export interface Recommendations {
    /** @description True when the data came from the cache */
    cached: boolean;
    data: RecommendationsData;
    /** @enum {boolean} */
    success: true;
}
/** The published products of the recommendation lists (expanded to depth 3). */
export interface RecommendationsData {
    enabled: boolean;
    lists: RecommendationList[];
    totalLists?: number;
}
export interface RedeliverWebhookResponse {
    message: string;
}
export interface RefreshSessionResponse {
    exp: number;
    message: string;
    refreshedToken: string;
    user: User;
}
export interface RestoreHeroSliderVersionResponse {
    /** @description The restored global */
    doc: {
        [key: string]: unknown;
    };
    message: string;
}
/** @description The restored record, with a message beside its fields */
export type RestoreProductVersionResponse = {
    message: string;
} & {
    [key: string]: unknown;
};
export interface RevokeApiKeyResponse {
    doc: {
        createdAt: string;
        id: string;
        lastUsedAt: string | null;
        name: string;
        prefix: string;
        role: ("viewer" | "editor" | "admin") | null;
        user: string;
    };
    message: string;
}
export interface RotateWebhookSecretResponse {
    doc: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    };
    message: string;
    secret: string;
}
/** @description Failure from 500 (home and preorder routes) */
export interface ServerError {
    /** @constant */
    error: "Internal server error";
    message: string;
}
export interface SignInBody {
    email: string;
    password: string;
}
export interface SignInResponse {
    exp: number;
    message: string;
    token: string;
    user: User;
}
export interface SignOutResponse {
    message: string;
}
export type StreamPreorderResponse = string;
/** @description Failure (maintenance, recommendations and sync routes) */
export interface SuccessFalseError {
    error: string;
    /** @constant */
    success: false;
}
export type SyncBackendResponse = ({
    message: string;
    results: {
        created: number;
        details: SyncDetail[];
        errors: number;
        skipped: number;
        total: number;
        updated: number;
    };
    /** @enum {boolean} */
    success: true;
} & {
    [key: string]: unknown;
}) | ({
    action: string;
    collection?: string;
    error?: string;
    message: string;
    productId?: string;
    success: boolean;
} & {
    [key: string]: unknown;
});
export interface SyncBackendWithBodyBody {
    backendId?: string;
    collection?: string;
    /** @default true */
    forceUpdate: boolean;
    recordId?: string;
}
export type SyncBackendWithBodyResponse = ({
    message: string;
    results: {
        created: number;
        details: SyncDetail[];
        errors: number;
        skipped: number;
        total: number;
        updated: number;
    };
    /** @enum {boolean} */
    success: true;
} & {
    [key: string]: unknown;
}) | ({
    action: string;
    collection?: string;
    error?: string;
    message: string;
    productId?: string;
    success: boolean;
} & {
    [key: string]: unknown;
});
/** @description What the sync did with one product */
export type SyncDetail = {
    /** @enum {string} */
    action: "created" | "updated" | "skipped";
    backendId: string;
    collection: string;
    title: string;
} | {
    /** @constant */
    action: "moved";
    backendId: string;
    from: string;
    title: string;
    to: string;
} | {
    /** @constant */
    action: "error";
    backendId: string;
    error: string;
    title: string;
};
export interface UpdateMeBody {
    currentPassword?: string;
    name?: string | null;
    password?: string;
}
export interface UpdateMeResponse {
    doc: User;
    message: string;
}
export type UpdatePreorderBody = null | {
    current_orders?: number;
    decrement?: number;
    fake_order_count?: number;
    funding_goal?: number;
    increment?: number;
    max_orders?: number;
    preorder_end_date?: string | null;
    preorder_type?: string;
    variant_id?: string;
};
export type UpdatePreorderResponse = {
    available_slots: number;
    current_orders: number;
    max_orders: number;
    sold_out: boolean;
    /** @enum {boolean} */
    success: true;
    variant_id: string;
} | {
    message: string;
    /** @enum {boolean} */
    success: true;
    updated_fields: string[];
};
/** @description Failure: the where or body refused ({errors:[{message, field}]}), or documents that could not be written ({docs: [], errors: [{id, message}], message}): nothing is written */
export interface UpdateProductsWhere400Error {
    docs?: {
        [key: string]: unknown;
    }[];
    errors: {
        field?: string;
        id?: string;
        message: string;
    }[];
    message?: string;
}
export interface UpdateWebhookEndpointBody {
    description?: string | null;
    enabled?: boolean;
    events?: ("preorder.goal_reached" | "preorder.variant_sold_out" | "preorder.variant_available" | "preorder.started" | "preorder.ended" | "content.changed" | "sync.completed")[];
    /** @description http or https; never an address in WEBHOOK_BLOCKED_ADDRESSES */
    url?: string;
}
export interface UpdateWebhookEndpointResponse {
    doc: {
        createdAt: string;
        description: string | null;
        /** @description Why it was disabled: by an admin, 410 Gone, or a day of failed attempts */
        disabledReason: string | null;
        enabled: boolean;
        events: string[];
        /** @description The first failed attempt since the last success */
        failingSince: string | null;
        id: string;
        updatedAt: string;
        url: string;
    };
}
export interface UploadMediaResponse {
    /** @description A stored record: id, the collection's fields, createdAt, updatedAt */
    doc: {
        [key: string]: unknown;
    };
    message: string;
}
/** @description A record of users */
export interface User {
    /** Format: date-time */
    createdAt: string;
    /** Format: email */
    email: string;
    id: string;
    name?: string | null;
    roles?: ("viewer" | "editor" | "admin")[];
    /** Format: date-time */
    updatedAt: string;
}
export interface UserChange {
    doc: User;
    message: string;
}
/** @description The fields of a new record of users */
export interface UserInput {
    /** Format: email */
    email: string;
    name?: string | null;
    password?: string;
    roles?: ("viewer" | "editor" | "admin")[] | null;
}
/** @description A page of users */
export interface UserPage {
    docs: User[];
    hasNextPage: boolean;
    hasPrevPage: boolean;
    limit: number;
    nextPage: number | null;
    page: number;
    pagingCounter: number;
    prevPage: number | null;
    totalDocs: number;
    totalPages: number;
}
/** @description Fields of a record of users to change */
export interface UserPatch {
    /** Format: email */
    email?: string;
    name?: string | null;
    password?: string;
    roles?: ("viewer" | "editor" | "admin")[] | null;
}
/** A reference as the service answers it: the id, or the record once `depth` expands it. */
export interface UserReference {
    /** @constant */
    relationTo: "users";
    value: string | User;
}
/** @description Conditions on the fields, e.g. where[status][equals]=published */
export interface UserWhere {
    and?: UserWhere[];
    createdAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
    email?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    id?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    name?: {
        contains?: string;
        equals?: string;
        exists?: boolean;
        greater_than?: string;
        greater_than_equal?: string;
        in?: string[];
        less_than?: string;
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        not_equals?: string;
        not_in?: string[];
    };
    or?: UserWhere[];
    updatedAt?: {
        contains?: string;
        /** Format: date-time */
        equals?: string;
        exists?: boolean;
        /** Format: date-time */
        greater_than?: string;
        /** Format: date-time */
        greater_than_equal?: string;
        in?: string[];
        /** Format: date-time */
        less_than?: string;
        /** Format: date-time */
        less_than_equal?: string;
        /** @description Every word appears, in any case */
        like?: string;
        /** Format: date-time */
        not_equals?: string;
        not_in?: string[];
    };
}
export interface UsersBulk {
    docs: User[];
    errors: {
        id?: string;
        message: string;
    }[];
    message: string;
}
