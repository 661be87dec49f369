# Writes the AppStream metadata from its template (-P script and include).
#   cmake -DTEMPLATE=in.xml -DOUTPUT=out.xml [-DSCREENSHOT_URL=https://host/path/] -P metainfo.cmake
# AppStream takes screenshots only as web addresses (appstreamcli: web-url-expected),
# so they are listed when SCREENSHOT_URL, the public https address where
# docs/screenshots/ is published, is given; without it the metadata has none.
function(kib_write_metainfo template output url)
    set(extra "")
    if(url)
        if(NOT url MATCHES "^https://")
            message(FATAL_ERROR "KIBITZER_SCREENSHOT_URL must be an https address, not '${url}'")
        endif()
        if(NOT url MATCHES "/$")
            string(APPEND url "/")
        endif()
        set(extra "  <screenshots>\n")
        set(type default)
        foreach(pair
                "viewer-play.png|A bridge deal replayed trick by trick, with the auction and commentary"
                "viewer-quiz.png|A teacher's quiz: hidden hands and a \"your call?\" point"
                "viewer-preferans.png|A preferans game with its score sheet"
                "viewer-board-entry.png|A chess-variant game entered move by move"
                "print-handrecord.png|A printed hand record")
            string(REPLACE "|" ";" parts "${pair}")
            list(GET parts 0 file)
            list(GET parts 1 caption)
            string(APPEND extra "    <screenshot type=\"${type}\">\n"
                                "      <caption>${caption}</caption>\n"
                                "      <image>${url}${file}</image>\n"
                                "    </screenshot>\n")
            set(type extra)
        endforeach()
        string(APPEND extra "  </screenshots>\n")
    endif()
    set(KIBITZER_METAINFO_EXTRA "${extra}")
    configure_file("${template}" "${output}" @ONLY)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE AND TEMPLATE)
    kib_write_metainfo("${TEMPLATE}" "${OUTPUT}" "${SCREENSHOT_URL}")
endif()
