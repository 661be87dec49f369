# Translations of the viewer (see docs/translations.md). Included from
# app/gui/CMakeLists.txt: lupdate reads every source of the viewer and its
# game panels (app/gui, app/board, app/preferans, app/pinochle), the printed
# pages (print) and the model's words for people (model: only what is marked
# with translate() or QT_TRANSLATE_NOOP is taken); lrelease
# turns the .ts files into .qm files, which are embedded in kibitzer_gui
# under :/i18n/ and installed to share/kibitzer/translations.
#   cmake --build build --target update_translations   # refresh the .ts files
find_package(Qt6 6.4 REQUIRED COMPONENTS LinguistTools)

set(KIBITZER_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/kibitzer_de.ts
    ${PROJECT_SOURCE_DIR}/translations/kibitzer_ru.ts
    ${PROJECT_SOURCE_DIR}/translations/kibitzer_sr.ts
)
file(GLOB_RECURSE KIBITZER_TR_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/app/gui/*.cpp ${PROJECT_SOURCE_DIR}/app/gui/*.h
    ${PROJECT_SOURCE_DIR}/app/board/*.cpp ${PROJECT_SOURCE_DIR}/app/board/*.h
    ${PROJECT_SOURCE_DIR}/app/preferans/*.cpp ${PROJECT_SOURCE_DIR}/app/preferans/*.h
    ${PROJECT_SOURCE_DIR}/app/pinochle/*.cpp ${PROJECT_SOURCE_DIR}/app/pinochle/*.h
    ${PROJECT_SOURCE_DIR}/print/*.cpp ${PROJECT_SOURCE_DIR}/model/*.cpp)
qt_add_lupdate(kibitzer_gui
    TS_FILES ${KIBITZER_TS_FILES}
    SOURCES ${KIBITZER_TR_SOURCES}
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/app/gui
    OPTIONS -locations none -no-obsolete)
qt_add_lrelease(kibitzer_gui
    TS_FILES ${KIBITZER_TS_FILES}
    QM_FILES_OUTPUT_VARIABLE KIBITZER_QM_FILES)
qt_add_resources(kibitzer_gui "kibitzer_translations"
    PREFIX "/i18n"
    BASE "${CMAKE_CURRENT_BINARY_DIR}"
    FILES ${KIBITZER_QM_FILES})
include(GNUInstallDirs)
install(FILES ${KIBITZER_QM_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/kibitzer/translations)
