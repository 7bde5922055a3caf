declare const __BUILD_ID__: string;
declare const __BUILT_AT__: string;
